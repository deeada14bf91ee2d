// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/game/preview/combatpreview.h"
#include "core/rules/side.h"
#include "ui/resolve/resolverdialog.h"

#include <QList>

#include <functional>
#include <optional>

class QCheckBox;
class QGroupBox;
class QLayout;
class QLabel;
class QScrollArea;
class QSpinBox;
class QVBoxLayout;

namespace wm {

class CombatChoiceBox;
class CombatUnitBox;
class EngagementChoice;
class OddsView;
struct Engagement;

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
    QWidget *buildEngagement(std::optional<UnitId> unit);
    QLayout *buildTopRow(QWidget *parent);
    // One side's units, each ticked as `ticked` says.
    QGroupBox *buildSide(Side side, const std::function<bool(UnitId)> &ticked, QWidget *parent);
    QWidget *buildAfterRound();
    // The units of another engagement ticked, its round set, and the round's dice cleared.
    void takeEngagement(const Engagement &engagement);
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
    void showOdds(const std::optional<CombatAction> &action, const QString &missing);
    // True when the rows of choices had to be made again (other units are left standing).
    bool showPreview(const std::optional<CombatAction> &action);
    void showChoices(const CombatRoundPreview &preview);
    void clearChoices();
    void loadRound(const CombatAction &action);

    PerSide<QList<CombatUnitBox *>> m_units;               // the first side: the side whose turn it is
    PerSide<Side> m_armies{Side::first(), Side::second()}; // the army of each side of the action
    PerSide<QLabel *> m_noUnits{nullptr, nullptr};         // says how to find a side's units when none is shown
    QScrollArea *m_sidesScroll = nullptr;
    QCheckBox *m_showAll = nullptr;
    EngagementChoice *m_engagementChoice = nullptr;
    UnitId m_chosen = 0; // the unit the dialog was opened for
    QSpinBox *m_round = nullptr;
    QGroupBox *m_resultBox = nullptr;
    OddsView *m_odds = nullptr;
    QLabel *m_result = nullptr;
    QGroupBox *m_choicesBox = nullptr;
    QVBoxLayout *m_choicesLayout = nullptr;
    QList<CombatChoiceBox *> m_choiceRows;
    // refresh() is under way: what it shows must not start it again. Set only in its own scope.
    bool m_refreshing = false;
};

} // namespace wm
