// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/dice/diceroll.h"
#include "core/error.h"
#include "core/rules/command.h"
#include "core/rules/unit.h"

#include <QCoreApplication>
#include <QList>

#include <optional>

namespace wm {

class DiceSource;

// The moves that change the numbers, as the players report them: charges, initiative, evades,
// home backs, advances, characters joining units. The app never measures the table; these rules
// say which of the moves the players report the rules allow, and what each does to the units.

// A unit this close to the closest enemy it can see may charge it or evade from it before orders.
inline constexpr int InitiativeRangeCm = 20;

// How a unit came to charge.
enum class ChargeBy
{
    Order,      // an order that passed (or a blunder row that sends it at the enemy)
    Initiative, // within 20 cm of the enemy, before any order
};

// Why this unit may not charge now, or nothing when it may (the error names `field`).
std::optional<Error> whyCannotCharge(const Unit &unit, ChargeBy by, const CommandPhaseState &phase,
                                     const QString &field = QStringLiteral("chargers"));
// Why this unit may not be charged or advanced upon, or nothing.
std::optional<Error> whyCannotBeCharged(const Unit &unit, const QString &field = QStringLiteral("charged"));
// Why this unit may not evade on initiative now, or nothing.
std::optional<Error> whyCannotEvade(const Unit &unit, const CommandPhaseState &phase,
                                    const QString &field = QStringLiteral("unit"));
// `nearestEnemyCm`, where the players measured it (to the closest visible enemy the unit may not
// ignore: characters, and enemies fortified or across a barrier neither side can pass, may be
// ignored): a unit farther than InitiativeRangeCm is refused its initiative move, or nothing.
std::optional<Error> whyTooFarForInitiative(const Unit &unit, std::optional<int> nearestEnemyCm,
                                            const QString &field = QStringLiteral("nearestEnemyCm"));
// Why this unit may not home back now, or nothing.
std::optional<Error> whyCannotHomeBack(const Unit &unit, const CommandPhaseState &phase,
                                       const QString &field = QStringLiteral("unit"));
// Why this unit may not make an advance into contact now (it must have chosen to advance after
// winning a combat this phase), or nothing.
std::optional<Error> whyCannotAdvanceInto(const Unit &unit, const QString &field = QStringLiteral("unit"));
// Why this character may not join this unit, or nothing.
std::optional<Error> whyCannotJoin(const Unit &character, const Unit &unit);

// Charges into contact: the chargers charged this turn (on initiative they take no orders), every
// unit they touch is engaged and may shoot at each of them once. Returns the units changed.
QList<Unit> charge(const QList<Unit> &chargers, const QList<Unit> &charged, ChargeBy by);
// An advance into contact: like a charge, but with no charge bonus.
QList<Unit> advanceInto(const Unit &advancer, const QList<Unit> &contacted);

// An evade on initiative and the friends the evaders burst through, confused until the end of
// this Command phase. Returns the units changed.
QList<Unit> evade(const Unit &unit, const QList<Unit> &burstThrough);

// A flyer more than 20 cm from any character flies back towards one before orders: up to 10 cm a pip of a D6.
struct HomeBackResult
{
    Q_DECLARE_TR_FUNCTIONS(HomeBackResult)

public:
    DiceRoll roll;
    int distanceCm = 0; // at most this far
    Unit unitAfter;

    QString summary() const;

    bool operator==(const HomeBackResult &) const = default;
};
inline constexpr int HomeBackCmPerPip = 10;
// Flyers farther than this from every character may home back.
inline constexpr int HomeBackBeyondCm = 20;
// `nearestCharacterCm`, where the players measured it: a flyer that close to a character is refused.
Result<HomeBackResult> homeBack(const Unit &unit, const CommandPhaseState &phase, DiceSource &dice,
                                std::optional<int> nearestCharacterCm = std::nullopt);

// A test for confusion (FACTS §5): at once for most causes; a D6 each (confused on a 6) for a unit
// driven into impassable terrain, a friend that made way, and a unit that forced `count` friends aside.
struct ConfusionTestResult
{
    Q_DECLARE_TR_FUNCTIONS(ConfusionTestResult)

public:
    ConfusionCause cause = ConfusionCause::Other;
    std::optional<DiceRoll> roll; // nothing when the cause confuses at once
    bool confused = false;
    bool wasConfused = false;   // already confused: nothing changes
    bool neverConfused = false; // its special rule or a spell says nothing confuses it: no test, nothing changes
    QString neverConfusedBy;    // the spell that says so, when it is a spell
    Unit unitAfter;

    QString summary() const;

    bool operator==(const ConfusionTestResult &) const = default;
};
Result<ConfusionTestResult> testConfusion(const Unit &unit, ConfusionCause cause, int count, DiceSource &dice);

// A character joins a unit (or, with none, leaves the one he was with).
Unit joinUnit(const Unit &character, std::optional<UnitId> unit);

// What an order's verdict leaves each unit ordered: whether it may charge, and how its move is
// limited for the rest of the phase (a failed order, the General's double six, a table row).
void applyOrderLimit(UnitState &state, OrderVerdict verdict, const std::optional<TableRow> &row);

// The sentence for a limit, as a card and a refusal show it: "No move: the order failed".
struct MoveLimitText
{
    Q_DECLARE_TR_FUNCTIONS(MoveLimit)

public:
    static QString name(MoveLimit limit); // "No move", "Half pace, no charge", "No further orders"
    static QString cause(MoveLimitCause cause);
};

// Why this character may give no more orders this phase: another began after him (FACTS §1.3).
std::optional<Error> whyCharacterFinished(const Unit &character, const CommandPhaseState &phase);
// Why orders given in this sequence are not allowed (FACTS §1.3): a character gives all his orders
// before another starts and never returns to a unit he has left. Nothing when they are.
std::optional<Error> whyOutOfSequence(const Unit &unit, const Unit &character, const CommandPhaseState &phase,
                                      const QString &field = QStringLiteral("unit"));
// The Command phase after this character gave an order to these units.
CommandPhaseState afterOrderBy(const CommandPhaseState &phase, UnitId character, const QList<UnitId> &units);

} // namespace wm
