// SPDX-License-Identifier: GPL-3.0-or-later
#include "resolverlauncher.h"

#include "core/game/actionrules.h"
#include "core/game/followup.h"
#include "core/reference/armyreference.h"
#include "core/reference/quickreference.h"
#include "ui/followupactions.h"
#include "ui/game/gamecontroller.h"
#include "ui/resolve/combatdialog.h"
#include "ui/resolve/endphasedialog.h"
#include "ui/resolve/movedialog.h"
#include "ui/resolve/orderdialog.h"
#include "ui/resolve/shootingdialog.h"
#include "ui/resolve/spelldialog.h"
#include "ui/resolve/tabledialog.h"
#include "ui/settings.h"
#include "ui/tracker/trackerview.h"
#include "ui/windowaction.h"

#include <QAction>

#include <algorithm>

namespace wm {

ResolverLauncher::ResolverLauncher(QWidget *window, TrackerView *tracker)
    : QObject(window)
    , m_window(window)
    , m_tracker(tracker)
{
    createActions();
    connectFollowUps();
}

void ResolverLauncher::setGame(GameController *game)
{
    m_game = game;
    // Nothing another game left waiting is offered in this one.
    m_followUps->forget();
}

void ResolverLauncher::setDiceSource(DiceSource *dice)
{
    m_dice = dice;
}

void ResolverLauncher::createActions()
{
    for (Resolver which : AllResolvers) {
        const ResolverEntry entry = resolverEntry(which);
        QAction *action = windowAction(m_window, nullptr, entry.text, entry.name, entry.key);
        action->setIconText(entry.shortText);
        connect(action, &QAction::triggered, this, [this, which] { open(which); });
        m_actions.append({action, which});
    }
}

void ResolverLauncher::connectFollowUps()
{
    // What an action leaves the table to do is one click away on the summary bar.
    m_followUps = new FollowUpActions(this);
    connect(m_followUps, &FollowUpActions::confusionTestWanted, this, [this](std::optional<UnitId> unit) {
        if (m_game)
            show(new MoveDialog(*m_game, *m_dice, Settings::Dice.get(), MoveDialog::Kind::Confusion, unit, m_window));
    });
    connect(m_followUps, &FollowUpActions::friendWalkedThroughWanted, this, [this](UnitId giant) {
        if (!m_game)
            return;
        // The players pick the friend it was; the likeliest is offered.
        const auto first = likelyFriendWalkedThrough(m_game->battle(), giant);
        auto *dialog =
            new MoveDialog(*m_game, *m_dice, Settings::Dice.get(), MoveDialog::Kind::Confusion, first, m_window);
        dialog->setConfusionCause(ConfusionCause::GiantWalkedThrough);
        show(dialog);
    });
    connect(m_followUps, &FollowUpActions::shootAtChargersWanted, this, [this](UnitId shooter) {
        if (m_game)
            show(new ShootingDialog(*m_game, *m_dice, Settings::Dice.get(), shooter, m_window));
    });
    connect(m_followUps, &FollowUpActions::tableWanted, this, [this](UnitId unit) {
        if (m_game)
            show(new TableDialog(*m_game, *m_dice, Settings::Dice.get(), unit, m_window));
    });
    connect(m_followUps, &FollowUpActions::chargeWanted, this, [this](const QList<UnitId> &chargers) {
        if (auto *dialog = qobject_cast<MoveDialog *>(open(Resolver::Charge))) {
            dialog->setChargeOnInitiative(false);
            dialog->setChargers(chargers);
        }
    });
}

QList<QAction *> ResolverLauncher::cardActions(bool characterMenu) const
{
    QList<QAction *> actions;
    for (const auto &[action, which] : m_actions) {
        if (resolverEntry(which).characterMenu == characterMenu)
            actions.append(action);
    }
    return actions;
}

QList<QAction *> ResolverLauncher::toolBarActions() const
{
    QList<std::pair<int, QAction *>> placed;
    for (const auto &[action, which] : m_actions) {
        if (const auto place = resolverEntry(which).toolBarPlace)
            placed.append({*place, action});
    }
    std::ranges::sort(placed, {}, &std::pair<int, QAction *>::first);
    QList<QAction *> actions;
    for (const auto &[place, action] : std::as_const(placed))
        actions.append(action);
    return actions;
}

void ResolverLauncher::updateActions(bool battleGoesOn)
{
    for (const auto &[action, which] : std::as_const(m_actions))
        action->setEnabled(battleGoesOn && m_game && resolverOfferedNow(which, m_game->battle()));
    if (m_game) {
        const auto shoot = std::ranges::find(m_actions, Resolver::Shooting, &std::pair<QAction *, Resolver>::second);
        shoot->first->setText(shotTimingNow(m_game->battle()) == ShotTiming::AtChargers
                                  ? tr("&Shoot at Chargers...")
                                  : resolverEntry(Resolver::Shooting).text);
    }
}

ResolverDialog *ResolverLauncher::open(Resolver which)
{
    if (!m_game)
        return nullptr;
    const auto unit = m_tracker->currentUnit();
    const DiceMode mode = Settings::Dice.get();
    const auto move = [&](MoveDialog::Kind kind) {
        return new MoveDialog(*m_game, *m_dice, mode, kind, unit, m_window);
    };
    ResolverDialog *dialog = nullptr;
    switch (which) {
    case Resolver::Order:
        dialog = new OrderDialog(*m_game, *m_dice, mode, unit, m_window);
        break;
    case Resolver::Shooting:
        dialog = new ShootingDialog(*m_game, *m_dice, mode, unit, m_window);
        break;
    case Resolver::Spell:
        dialog = new SpellDialog(*m_game, *m_dice, mode, unit, m_window);
        break;
    case Resolver::Combat:
        dialog = new CombatDialog(*m_game, *m_dice, mode, unit, m_window);
        break;
    case Resolver::Table:
        dialog = new TableDialog(*m_game, *m_dice, mode, unit, m_window);
        break;
    case Resolver::Charge:
        dialog = move(MoveDialog::Kind::Charge);
        break;
    case Resolver::Evade:
        dialog = move(MoveDialog::Kind::Evade);
        break;
    case Resolver::HomeBack:
        dialog = move(MoveDialog::Kind::HomeBack);
        break;
    case Resolver::Advance:
        dialog = move(MoveDialog::Kind::Advance);
        break;
    case Resolver::Join:
        dialog = move(MoveDialog::Kind::Join);
        break;
    case Resolver::Confusion:
        dialog = move(MoveDialog::Kind::Confusion);
        break;
    case Resolver::LeaveTable:
        dialog = move(MoveDialog::Kind::LeaveTable);
        break;
    case Resolver::MovedThrough:
        dialog = move(MoveDialog::Kind::MovedThrough);
        break;
    }
    show(dialog);
    return dialog;
}

void ResolverLauncher::show(ResolverDialog *dialog)
{
    // One resolver at a time: a second one would resolve against a game the first is about to change.
    if (m_current)
        m_current->reject();
    m_current = dialog;
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setFont(m_font);
    connect(dialog, &ResolverDialog::applied, this, &ResolverLauncher::applied);
    connect(dialog, &ResolverDialog::referenceRequested, this, &ResolverLauncher::referenceRequested);
    connect(dialog, &QDialog::finished, this, [this, dialog] {
        if (m_current == dialog)
            m_current.clear();
    });
    dialog->fitToScreen();
    // open(), not exec(): nothing waits on it, and tests drive it like any widget.
    dialog->open();
}

QString ResolverLauncher::referenceKey() const
{
    if (qobject_cast<const ShootingDialog *>(m_current))
        return QStringLiteral("to-hit");
    if (qobject_cast<const OrderDialog *>(m_current))
        return QStringLiteral("orders");
    if (qobject_cast<const CombatDialog *>(m_current))
        return QStringLiteral("combat-modifiers");
    if (qobject_cast<const EndPhaseDialog *>(m_current))
        return QStringLiteral("drive-backs");
    if (const auto *move = qobject_cast<const MoveDialog *>(m_current))
        return move->referenceKey();
    if (const auto *table = qobject_cast<const TableDialog *>(m_current); table && table->selectedTable())
        return QuickReference::tableKey(*table->selectedTable());
    // A spell is cast by the side playing: its wizards' spells, where the game knows them.
    if (qobject_cast<const SpellDialog *>(m_current) && m_game) {
        const Side side = m_game->battle().activeSide();
        if (!m_game->battle().spells(side).isEmpty())
            return ArmyReference::spellsKey(side);
    }
    return {};
}

} // namespace wm
