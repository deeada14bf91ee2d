// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/game/gameaction.h"
#include "core/game/preview/combatpreview.h"
#include "core/rules/rulecondition.h"
#include "core/rules/unit.h"

#include <QGroupBox>
#include <QList>

class QCheckBox;
class QComboBox;
class QGridLayout;
class QLabel;
class QSpinBox;

namespace wm {

// One unit of an engagement in the combat resolver: ticked when it takes part, then what the table
// shows of its fight this round (stands fighting and supporting, the enemy they fight and where it
// stands, a joined character, the situations only the table shows) and the dice core gives it.
// Every widget is named after the unit's number ("fightingStands_5") for the tests.
class CombatUnitBox : public QGroupBox
{
    Q_OBJECT

public:
    // `characters` are the characters of its army still on the table, who may join it.
    CombatUnitBox(const Unit &unit, const QList<Unit> &characters, QWidget *parent = nullptr);

    UnitId unitId() const { return m_unit.id; }
    const Unit &unit() const { return m_unit; }
    bool takesPart() const { return isChecked(); }

    // The unit as the game has it now (after an undo, or a round applied).
    void setUnit(const Unit &unit);
    // The enemy units taking part, in the order of their side of the action.
    void setEnemies(const QList<Unit> &enemies);
    // What the form says, with each stand's enemy as an index into the enemies given last.
    CombatUnitInput input() const;
    // Shows an input, as the next round starts it; its enemies must have been given already.
    void load(const CombatUnitInput &input);
    // The dice core gives it this round: nothing while the engagement cannot be fought.
    void showPlan(const CombatUnitPlan *plan);
    // The questions the army lists' rules put about it this round (core's RuleQuestions), each a box
    // named after its rule ("rule_5_Tomb King"); the answers given stay with their questions.
    void setQuestions(const QList<RuleQuestion> &questions);

Q_SIGNALS:
    void changed();

private:
    // The rows of the box, top to bottom; each takes the grid's row it starts at and gives the next.
    int addStandRows(QGridLayout *grid, int row);
    int addCharacterRows(QGridLayout *grid, int row, const QList<Unit> &characters);
    void addResultRows(QGridLayout *grid, int row);
    void connectChanges();
    void updateTitle();
    void updateRanges();
    void updatePositions();
    void updateToggleValues();
    void updateFortune();
    int modifierValue(AttackModifierKind kind, const StandSituation &situation) const;
    QString named(const QString &what) const;

    Unit m_unit;
    QList<Unit> m_enemies;
    QSpinBox *m_fighting = nullptr;
    QSpinBox *m_supporting = nullptr;
    QLabel *m_targetLabel = nullptr;
    QComboBox *m_target = nullptr;
    QComboBox *m_position = nullptr;
    QCheckBox *m_sideOrRear = nullptr;
    QCheckBox *m_pursuing = nullptr;
    QSpinBox *m_retreatedCm = nullptr;
    QComboBox *m_character = nullptr;
    QCheckBox *m_fortune = nullptr;  // its Banner of Fortune, shown while not used up
    QCheckBox *m_attached = nullptr; // its attached stand (Skirmishers) among those fighting
    // A box a wizard of its army whose aura makes friends ignore terror (Tranquility of Heaven).
    QList<std::pair<UnitId, QCheckBox *>> m_auras;
    QWidget *m_ruleBox = nullptr;
    QList<RuleQuestion> m_questions;                // those the boxes below ask
    QList<std::pair<QString, QCheckBox *>> m_rules; // by the rule's name
    QLabel *m_charged = nullptr;
    QLabel *m_dice = nullptr;
    QLabel *m_modifiers = nullptr;
};

} // namespace wm
