// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/rules/rulecondition.h"
#include "ui/resolve/resolverdialog.h"

#include <QStringList>

#include <optional>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QGroupBox;
class QLabel;
class QListWidget;
class QSpinBox;

namespace wm {

class OddsView;

// The Orders resolver: a character of the side whose turn it is orders a unit or a brigade. The form
// shows the penalties core counts before any dice (earlier orders this phase, stands lost, lasting
// penalties) and asks for what only the table shows (how far in cm, an enemy within 20 cm, dense
// terrain); the distance's penalty is core's, as the game's ruleset counts it;
// the dice then give the verdict, and a double six goes straight on to its blunder or malfunction
// roll as part of the same order.
class OrderDialog : public ResolverDialog
{
    Q_OBJECT

public:
    // `unit` is the character giving the order or, when it is not a character, the unit to order.
    OrderDialog(GameController &game, DiceSource &appDice, DiceMode mode, std::optional<UnitId> unit,
                QWidget *parent = nullptr);

    // What the penalties box shows now: "Command 9", each penalty, "Needs 7 or less"; or why the
    // order cannot be given.
    QStringList penaltyLines() const { return m_penaltyLines; }
    // The order the form describes; nothing while no character or no unit is picked.
    std::optional<OrderAction> order() const;

private:
    // The form's parts, built in the order they take the focus.
    QGroupBox *buildWhoBox(QWidget *form);
    QGroupBox *buildTableBox(QWidget *form);
    void addDevices(QGroupBox *tableBox, QFormLayout *tableLayout);
    QGroupBox *buildPenaltyBox(QWidget *form);
    // The character and units the dialog opens with, from the unit it was opened for.
    void preselect(std::optional<UnitId> unit);
    void connectForm(GameController &game);
    void fillCharacters(std::optional<UnitId> preferred);
    void showCharacterNote();
    void fillUnits(const QList<UnitId> &checked);
    void showDistancePenalty();
    void fillPenaltyUnits();
    void refreshFromGame();
    void formChanged();
    void showPenalties(const QStringList &lines, bool problem);
    void showOdds(const OrderAction &action);
    std::optional<UnitId> selectedCharacter() const;
    QList<UnitId> checkedUnits() const;
    // The devices of power this order may use, and the enemy wizards whose auras may reach it:
    // a box for each only where it can matter now.
    void showDevices();
    void fillAuras();
    // The questions the army lists' rules of the character and the units put on this order, each a
    // box named after its rule ("rule_Paymaster, Pay Wagon"); core says which and what they decide.
    void fillRuleQuestions();

    QComboBox *m_character = nullptr;
    QLabel *m_characterNote = nullptr;
    QListWidget *m_units = nullptr;
    QLabel *m_penaltyUnitLabel = nullptr;
    QComboBox *m_penaltyUnit = nullptr;
    QSpinBox *m_distance = nullptr;
    QLabel *m_distancePenalty = nullptr;
    QCheckBox *m_enemyNear = nullptr;
    QCheckBox *m_denseTerrain = nullptr;
    QCheckBox *m_crown = nullptr;
    QCheckBox *m_helm = nullptr;
    QCheckBox *m_orb = nullptr;
    QCheckBox *m_sceptre = nullptr;
    QWidget *m_auraBox = nullptr;
    QList<QCheckBox *> m_auras; // each with its wizard's number as the property "wizard"
    QWidget *m_ruleBox = nullptr;
    QList<RuleQuestion> m_questions; // those the boxes below ask
    QList<QCheckBox *> m_rules;      // each with its rule's name as the property "rule"
    QLabel *m_penalties = nullptr;
    OddsView *m_odds = nullptr;
    QStringList m_penaltyLines;
    QStringList m_unavailable; // why the characters who may not order cannot
};

} // namespace wm
