// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>

namespace wm {

struct Unit;

// A unit's Armour value: the score a die needs to save a hit (6+, 5+, 4+, 3+), or none at all.
class Armour
{
    Q_DECLARE_TR_FUNCTIONS(Armour)

public:
    Armour() = default; // no armour
    static Armour none() { return {}; }
    static Armour saveOn(int score) { return Armour(score); }
    // Reads "4+", "4", "-", "–", "0" or "" (the last four: no armour). Nothing if unreadable.
    static std::optional<Armour> parse(const QString &text);

    bool hasSave() const { return m_saveOn.has_value(); }
    std::optional<int> score() const { return m_saveOn; }
    // The best and the worst save a profile may have.
    static constexpr int BestSave = 3;
    static constexpr int WorstSave = 6;
    // Every Armour value a profile may have, from none to the best: what a form offers.
    static QList<Armour> all();
    // 3+ to 6+, or none. Anything else can be held (so that it can be reported) but not used.
    bool isValid() const { return !m_saveOn || (*m_saveOn >= BestSave && *m_saveOn <= WorstSave); }

    // Armour made worse by `steps`: 4+ -> 5+; 6+ -> no save at all.
    Armour worsened(int steps) const;
    bool saves(int face) const { return m_saveOn && face >= *m_saveOn; }

    QString toString() const; // "4+" or "none"

    bool operator==(const Armour &) const = default;

private:
    explicit Armour(int score)
        : m_saveOn(score)
    {
    }
    std::optional<int> m_saveOn;
};

// The armour a unit saves with before any weapon or attack changes it: its profile's, made one better
// by a spell up to the spell's limit (none counting 6+), or a spell's save on its own number where
// that is better. A spell's save stands instead of the armour, never as a second save, and is
// changed by weapons as armour is.
Armour armourOf(const Unit &unit);

} // namespace wm
