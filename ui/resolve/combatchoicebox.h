// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/rules/combatoutcome.h"
#include "core/rules/combatround.h"

#include <QGroupBox>
#include <QMap>

#include <optional>

class QButtonGroup;
class QCheckBox;
class QLabel;
class QRadioButton;
class QSpinBox;

namespace wm {

// One unit's choice once a round of combat is fought: what it does now (the choices the rules
// refuse greyed, their reasons in a line of their own that keeps its place), the stands a loser
// loses where its retreat is blocked, and whether a winner charged in flank or rear. Its widgets are
// named after the unit ("choice_5_pursue") for the tests.
class CombatChoiceBox : public QGroupBox
{
    Q_OBJECT

public:
    CombatChoiceBox(const UnitChoices &choices, const CombatRoundResult &round, QWidget *parent = nullptr);

    UnitId unitId() const { return m_unit; }
    // What the rules now allow it: a choice no longer allowed is taken back.
    void showChoices(const UnitChoices &choices);
    std::optional<CombatChoice> choice() const;
    // Stands a loser loses where its retreat is blocked; none for the others.
    int standsLostRetreating() const;
    // A winner that charged a retreating enemy in flank or rear, or in irregular formation.
    bool chargedFlankRearOrIrregular() const;

Q_SIGNALS:
    void changed();

private:
    UnitId m_unit = 0;
    bool m_lost = false;
    bool m_won = false;
    QButtonGroup *m_group = nullptr;
    QMap<CombatChoice, QRadioButton *> m_buttons;
    QLabel *m_refusals = nullptr;
    QSpinBox *m_standsLost = nullptr;
    QCheckBox *m_flankRear = nullptr;
};

} // namespace wm
