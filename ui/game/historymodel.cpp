// SPDX-License-Identifier: GPL-3.0-or-later
#include "historymodel.h"

#include "core/game/phaseendsummary.h"
#include "ui/game/gamecontroller.h"

#include <QFont>
#include <QGuiApplication>
#include <QPalette>

#include <algorithm>

namespace wm {

namespace {

QStringList details(const PlayedAction &played, const Battle &battle)
{
    if (const auto *end = std::get_if<PhaseEnd>(&played.outcome))
        return PhaseEndSummary::lines(*end, battle);
    QStringList lines;
    for (const DiceRoll &roll : playedRolls(played))
        lines << roll.describe();
    if (const auto *order = std::get_if<OrderResult>(&played.outcome))
        lines << order->summary();
    return lines;
}

// Top-level rows have no parent to name; a line under an action names the action's row, plus one.
constexpr quintptr TopLevel = 0;

} // namespace

HistoryModel::HistoryModel(QObject *parent)
    : QAbstractItemModel(parent)
{
}

void HistoryModel::setGame(GameController *game)
{
    if (m_game)
        m_game->disconnect(this);
    m_game = game;
    if (game) {
        connect(game, &GameController::changed, this, &HistoryModel::refresh);
        // The window deletes a game it replaced after showing the new one; until then nothing may be
        // read from a game that is gone.
        connect(game, &QObject::destroyed, this, [this] {
            m_game = nullptr;
            reset();
        });
    }
    reset();
}

void HistoryModel::refresh()
{
    if (!m_game) {
        reset();
        return;
    }
    const int actions = m_game->session().game().actionCount();
    if (actions == m_actions + 1 && stillShown(m_actions)) {
        // An action, or a redo. The note goes first, so that a view told of the new row finds the
        // model as it stays.
        setRedoable(redoableInGame());
        beginInsertRows({}, m_actions, m_actions);
        ++m_actions;
        m_branches.append(Branch::Unknown);
        rememberShown();
        endInsertRows();
    } else if (actions == m_actions - 1 && stillShown(actions)) {
        beginRemoveRows({}, actions, actions);
        m_details.remove(actions);
        m_branches.removeLast();
        --m_actions;
        rememberShown();
        endRemoveRows();
        setRedoable(redoableInGame());
    } else if (actions == m_actions && stillShown(actions)) {
        setRedoable(redoableInGame());
    } else {
        reset();
    }
}

void HistoryModel::reset()
{
    beginResetModel();
    m_actions = m_game ? m_game->session().game().actionCount() : 0;
    m_redoable = redoableInGame();
    m_details.clear();
    m_branches = QList<Branch>(m_actions, Branch::Unknown);
    rememberShown();
    endResetModel();
}

bool HistoryModel::stillShown(int count) const
{
    if (count == 0)
        return true;
    const PlayedAction last = m_game->session().playedAt(count - 1);
    if (count == m_actions)
        return last == m_last;
    if (count == m_actions - 1)
        return last == m_beforeLast;
    return false;
}

void HistoryModel::rememberShown()
{
    m_last = m_game && m_actions >= 1 ? m_game->session().playedAt(m_actions - 1) : PlayedAction{};
    m_beforeLast = m_game && m_actions >= 2 ? m_game->session().playedAt(m_actions - 2) : PlayedAction{};
}

void HistoryModel::setRedoable(int redoable)
{
    const int row = m_actions;
    if (m_redoable > 0 && redoable == 0) {
        beginRemoveRows({}, row, row);
        m_redoable = 0;
        endRemoveRows();
    } else if (m_redoable == 0 && redoable > 0) {
        beginInsertRows({}, row, row);
        m_redoable = redoable;
        endInsertRows();
    } else if (m_redoable != redoable) {
        m_redoable = redoable;
        Q_EMIT dataChanged(index(row, WhenColumn), index(row, WhatColumn));
    }
}

int HistoryModel::redoableInGame() const
{
    return m_game ? int(m_game->session().redoable().size()) : 0;
}

const PlayedAction *HistoryModel::shown(int action) const
{
    if (!m_game || action < 0 || action >= m_actions)
        return nullptr;
    if (action < m_game->session().game().actionCount()) {
        const PlayedAction &played = m_game->session().playedAt(action);
        Branch &branch = m_branches[action];
        if (branch == Branch::Guessed) {
            branch = branchOf(played);
            if (branch == Branch::Leaf && !m_correcting) {
                m_correcting = true;
                QMetaObject::invokeMethod(const_cast<HistoryModel *>(this), &HistoryModel::correctGuesses,
                                          Qt::QueuedConnection);
            }
        }
        return &played;
    }
    // An undone action is gone from the game before its row goes: until then the row shows what
    // the model kept of it.
    return action == m_actions - 1 ? &m_last : nullptr;
}

bool HistoryModel::endsPhase(int action) const
{
    const PlayedAction *played = shown(action);
    return played && std::holds_alternative<PhaseEnd>(played->outcome);
}

QStringList HistoryModel::detailsOf(int action) const
{
    return detailLines(action);
}

QStringList HistoryModel::detailLines(int action) const
{
    auto made = m_details.constFind(action);
    if (made == m_details.cend()) {
        const PlayedAction *played = shown(action);
        if (!played)
            return {};
        made = m_details.insert(action, details(*played, m_game->battle()));
    }
    return *made;
}

QStringList HistoryModel::sizingTexts(int column) const
{
    if (column != WhenColumn || !m_game)
        return {};
    const Game &game = m_game->session().game();
    // Two digits of turns: no game runs to a hundredth.
    const int turn = std::max(game.battle().turn(), 99);
    QStringList texts;
    for (Side side : Side::both()) {
        for (const auto &[phase, key] : PhaseKeys)
            texts << tr("Turn %1, %2, %3").arg(turn).arg(game.setup().players[side], Battle::phaseName(phase));
    }
    return texts;
}

QModelIndex HistoryModel::index(int row, int column, const QModelIndex &parent) const
{
    if (!hasIndex(row, column, parent))
        return {};
    if (!parent.isValid())
        return createIndex(row, column, TopLevel);
    return createIndex(row, column, quintptr(parent.row()) + 1);
}

QModelIndex HistoryModel::parent(const QModelIndex &child) const
{
    if (!child.isValid() || child.internalId() == TopLevel)
        return {};
    return createIndex(int(child.internalId() - 1), WhenColumn, TopLevel);
}

int HistoryModel::rowCount(const QModelIndex &parent) const
{
    if (!parent.isValid())
        return m_actions + (m_redoable > 0 ? 1 : 0);
    if (parent.internalId() != TopLevel || parent.column() != WhenColumn)
        return 0;
    return int(detailLines(parent.row()).size());
}

int HistoryModel::columnCount(const QModelIndex &) const
{
    // The lines under an action have their text in the What column too.
    return ColumnCount;
}

bool HistoryModel::hasChildren(const QModelIndex &parent) const
{
    if (!parent.isValid())
        return rowCount() > 0;
    if (parent.internalId() != TopLevel || parent.column() != WhenColumn || !m_game || parent.row() >= m_actions)
        return false;
    const Branch known = m_branches.at(parent.row());
    if ((known == Branch::Unknown || known == Branch::Guessed) && parent.row() < m_game->session().game().base() &&
        !m_game->session().hasRead(parent.row())) {
        // An action before those the game holds, not read yet. A view asks this of every row it lays
        // out, and reading them all would read the whole game: most actions have lines under them,
        // and the guess is put right once the row is read to be shown.
        m_branches[parent.row()] = Branch::Guessed;
        return true;
    }
    const PlayedAction *played = shown(parent.row());
    if (!played)
        return false;
    Branch &branch = m_branches[parent.row()];
    if (branch == Branch::Unknown)
        branch = branchOf(*played);
    return branch != Branch::Leaf;
}

HistoryModel::Branch HistoryModel::branchOf(const PlayedAction &played)
{
    // Told from the outcome, without writing a line out; a phase's summary always has one, if only
    // to say there was nothing to do.
    const bool lines = std::holds_alternative<PhaseEnd>(played.outcome) ||
                       std::holds_alternative<OrderResult>(played.outcome) || !playedRolls(played).isEmpty();
    return lines ? Branch::Parent : Branch::Leaf;
}

void HistoryModel::correctGuesses()
{
    m_correcting = false;
    // The view asks every row again, from what is known now: no page is read for it.
    Q_EMIT layoutAboutToBeChanged();
    Q_EMIT layoutChanged();
}

Qt::ItemFlags HistoryModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    Qt::ItemFlags flags = Qt::ItemIsEnabled | Qt::ItemIsSelectable;
    if (index.internalId() != TopLevel || index.row() >= m_actions)
        flags |= Qt::ItemNeverHasChildren;
    return flags;
}

QVariant HistoryModel::data(const QModelIndex &index, int role) const
{
    if (!m_game || !checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};

    // A row cut short to the dock's width reads whole in its tooltip.
    const bool text = role == Qt::DisplayRole || role == Qt::ToolTipRole;
    if (index.internalId() != TopLevel) {
        if (text && index.column() == WhatColumn)
            return detailLines(int(index.internalId() - 1)).value(index.row());
        return {};
    }

    if (index.row() < m_actions) {
        const PlayedAction *played = shown(index.row());
        if (!text || !played)
            return {};
        if (index.column() == WhenColumn)
            return tr("Turn %1, %2, %3")
                .arg(played->turn)
                .arg(m_game->session().game().setup().players[played->side], Battle::phaseName(played->phase));
        return played->description;
    }

    // The note on what can be redone: set apart from the actions, as it is none of them.
    if (index.column() != WhatColumn)
        return {};
    switch (role) {
    case Qt::DisplayRole:
    case Qt::ToolTipRole:
        return m_redoable == 1 ? tr("One undone action can be redone.")
                               : tr("%1 undone actions can be redone.").arg(m_redoable);
    case Qt::FontRole: {
        // Only the style is set: the view's font, zoom included, gives the rest.
        QFont italic;
        italic.setItalic(true);
        return italic;
    }
    case Qt::ForegroundRole:
        return QGuiApplication::palette().brush(QPalette::PlaceholderText);
    default:
        return {};
    }
}

QVariant HistoryModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractItemModel::headerData(section, orientation, role);
    switch (section) {
    case WhenColumn:
        return tr("When");
    case WhatColumn:
        return tr("What");
    default:
        return {};
    }
}

} // namespace wm
