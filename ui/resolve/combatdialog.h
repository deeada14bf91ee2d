// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/game/preview/combatpreview.h"
#include "core/rules/side.h"
#include "ui/resolve/resolverdialog.h"

#include <QList>
#include <QMap>

#include <optional>

class QButtonGroup;
class QCheckBox;
class QGroupBox;
class QLabel;
class QRadioButton;
class QScrollArea;
class QSpinBox;
class QVBoxLayout;

namespace wm {

class CombatUnitBox;

// The Combat resolver: one round of an engagement at a time. At the top the units of each side
// (the side whose turn it is first) with what the table shows of their fight and the dice core
// gives each; then the round's dice; once they are in, the result with its sums and, for every unit
// left standing, the choices the rules allow (the refused ones greyed out with their reason) and
// what only the table shows about them. Any fall back roll follows, then Apply records the round.
// When the winners pursued, the dialog sets itself up for the next round with the same units.
class CombatDialog : public ResolverDialog
{
    Q_OBJECT

public:
    // `unit` is a unit of the engagement to fight: it and the enemies engaged are ticked.
    CombatDialog(GameController &game, DiceSource &appDice, DiceMode mode, std::optional<UnitId> unit,
                 QWidget *parent = nullptr);

    int round() const;

protected:
    void afterApply(const PreparedAction &applied) override;
    void showEvent(QShowEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    // The widgets of one unit's choice after the round.
    struct ChoiceRow
    {
        UnitId unit = 0;
        QGroupBox *box = nullptr;
        QButtonGroup *group = nullptr;
        QMap<CombatChoice, QRadioButton *> buttons;
        QLabel *refusals = nullptr;
        QSpinBox *standsLost = nullptr; // losers: stands lost where the retreat is blocked
        QCheckBox *flankRear = nullptr; // winners: charged in flank, rear or irregular formation
        bool lost = false;
        bool won = false;
    };

    QWidget *buildEngagement(std::optional<UnitId> unit);
    QWidget *buildAfterRound();
    void showUnits();
    void fitEngagement();
    // Any change to the form: the action is put together again and resolved.
    void formChanged();
    // The draft changed (dice, an undo): what it shows is brought up to date.
    void draftChanged();
    void gameChanged();
    void refresh();
    void syncEnemies();
    // Each unit taking part is asked what its army's list rules ask about it this round.
    void syncQuestions();
    std::optional<CombatAction> formAction(QString &missing) const;
    void showPlan(const std::optional<CombatAction> &action);
    // True when the rows of choices had to be made again (other units are left standing).
    bool showPreview(const std::optional<CombatAction> &action);
    void showChoices(const CombatRoundPreview &preview);
    // A unit's box of choices once the round is fought, and what the rules now allow in it.
    ChoiceRow choiceRow(const UnitChoices &c, const CombatRoundResult &round);
    void showChoiceRow(ChoiceRow &row, const UnitChoices &choices);
    void clearChoices();
    void loadRound(const CombatAction &action);

    PerSide<QList<CombatUnitBox *>> m_units;               // the first side: the side whose turn it is
    PerSide<Side> m_armies{Side::first(), Side::second()}; // the army of each side of the action
    PerSide<QLabel *> m_noUnits{nullptr, nullptr};         // says how to find a side's units when none is shown
    QScrollArea *m_sidesScroll = nullptr;
    QCheckBox *m_showAll = nullptr;
    UnitId m_chosen = 0; // the unit the dialog was opened for
    QSpinBox *m_round = nullptr;
    QGroupBox *m_resultBox = nullptr;
    QLabel *m_result = nullptr;
    QGroupBox *m_choicesBox = nullptr;
    QVBoxLayout *m_choicesLayout = nullptr;
    QList<ChoiceRow> m_choiceRows;
    // refresh() is under way: what it shows must not start it again. Set only in its own scope.
    bool m_refreshing = false;
};

} // namespace wm
