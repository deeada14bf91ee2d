// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/dice/dicesource.h"

#include <QList>

#include <optional>

namespace wm {

// One roll a player made for a request: the faces the physical dice showed, or the app's.
struct EnteredRoll
{
    DiceRequest request;
    QList<int> faces;

    bool operator==(const EnteredRoll &) const = default;
};

// Hands a resolver the rolls made so far, one roll for each request, for as long as the requests
// are the ones those rolls were made for. At the first request it has no roll for, it stops the
// resolver (DiceError) and keeps that request as the roll to make next. A roll made for a request
// the resolver no longer makes (the player changed the shooters after rolling) is never used for
// another one: it and every roll after it are dropped.
class StepDiceSource final : public DiceSource
{
    Q_DECLARE_TR_FUNCTIONS(StepDiceSource)

public:
    explicit StepDiceSource(const QList<EnteredRoll> &rolls);

    // The rolls that were asked for and used, in order.
    QList<EnteredRoll> used() const { return m_rolls.mid(0, m_next); }
    // Every roll used, as the rules saw it.
    const QList<DiceRoll> &rolled() const { return m_rolled; }
    // What the rules read from those rolls, in order.
    const QList<RollReading> &readings() const { return m_readings; }
    // The request it had no roll for, if it stopped a resolver.
    const std::optional<DiceRequest> &pending() const { return m_pending; }

    std::optional<qsizetype> remaining() const override;
    void hasRead(const RollReading &reading) override;

protected:
    void aboutToRoll(const DiceRequest &request) override;
    void hasRolled(const DiceRoll &roll) override;
    int nextFace() override;

private:
    QList<EnteredRoll> m_rolls;
    qsizetype m_next = 0; // the roll to hand out next
    qsizetype m_face = 0; // within the roll being handed out
    bool m_serving = false;
    bool m_empty = false; // the roll being made is of no dice
    QList<DiceRoll> m_rolled;
    QList<RollReading> m_readings;
    std::optional<DiceRequest> m_pending;
};

} // namespace wm
