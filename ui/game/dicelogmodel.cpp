// SPDX-License-Identifier: GPL-3.0-or-later
#include "dicelogmodel.h"

#include "core/game/game.h"
#include "ui/newgame/playercolours.h"

#include <QFontDatabase>
#include <QSet>

namespace wm {

DiceLogModel::DiceLogModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void DiceLogModel::setGame(const PlayedLog *game)
{
    m_game = game;
    m_sideOfName.clear();
    if (game) {
        QSet<QString> inBoth;
        for (Side side : Side::both()) {
            m_sideIcons[side] = PlayerColours::swatch(PlayerColours::forSide(game->setup(), side), 12);
            for (const Unit &unit : game->battle().army(side)) {
                const QString name = unit.displayName();
                if (const auto found = m_sideOfName.constFind(name); found != m_sideOfName.constEnd() && *found != side)
                    inBoth.insert(name);
                m_sideOfName.insert(name, side);
            }
        }
        for (const QString &name : std::as_const(inBoth))
            m_sideOfName.remove(name);
    }
    reset();
}

Side DiceLogModel::rollerOf(const Row &row, const PlayedAction &action) const
{
    const auto found = m_sideOfName.constFind(row.roll.subject);
    if (found == m_sideOfName.constEnd())
        return action.side;
    // The opposing player rolls the drive-back dice, a die for each hit (FACTS §3.2).
    return row.roll.purpose == RollPurpose::DriveBack ? found->opponent() : *found;
}

void DiceLogModel::setShown(bool shown)
{
    m_shown = shown;
    if (shown && !m_filled)
        reset();
}

void DiceLogModel::refresh()
{
    if (!m_filled) {
        if (m_shown)
            reset();
        return;
    }
    const int count = m_game ? m_game->actionCount() : 0;
    if (m_game && count == m_actions - 1 && (count == 0 || m_game->playedAt(count - 1) == m_beforeLast)) {
        // An undo: the last action's rolls go, the others stay. Reading the whole log again would
        // read every page of a long game.
        qsizetype first = m_rows.size();
        while (first > 0 && m_rows.at(first - 1).action >= count)
            --first;
        rememberShown();
        if (first < m_rows.size()) {
            beginRemoveRows({}, int(first), int(m_rows.size()) - 1);
            m_rows.resize(first);
            endRemoveRows();
        }
        return;
    }
    if (!m_game || count < m_actions || !shownActionsStillThere()) {
        reset();
        return;
    }
    // The usual case, after each action: only its rolls are new.
    const QList<Row> added = rowsOf(m_actions);
    rememberShown();
    if (added.isEmpty())
        return;
    const int first = int(m_rows.size());
    beginInsertRows({}, first, first + int(added.size()) - 1);
    m_rows += added;
    endInsertRows();
}

bool DiceLogModel::shownActionsStillThere() const
{
    // An undo followed by another action keeps the count but changes the last action. Comparing the
    // last action shown is enough: the ones before it cannot change without it changing too.
    return m_actions == 0 || m_game->playedAt(m_actions - 1) == m_last;
}

QList<DiceLogModel::Row> DiceLogModel::rowsOf(int firstAction) const
{
    QList<Row> rows;
    if (!m_game)
        return rows;
    const int count = m_game->actionCount();
    for (int i = firstAction; i < count; ++i) {
        for (const DiceRoll &roll : playedRolls(m_game->playedAt(i)))
            rows.append(Row{i, roll});
    }
    return rows;
}

void DiceLogModel::reset()
{
    beginResetModel();
    m_filled = m_shown;
    m_rows = m_filled ? rowsOf(0) : QList<Row>();
    rememberShown();
    endResetModel();
}

void DiceLogModel::rememberShown()
{
    m_actions = m_game && m_filled ? m_game->actionCount() : 0;
    m_last = m_actions > 0 ? m_game->playedAt(m_actions - 1) : PlayedAction{};
    m_beforeLast = m_actions > 1 ? m_game->playedAt(m_actions - 2) : PlayedAction{};
}

int DiceLogModel::actionOfRow(int row) const
{
    if (row < 0 || row >= m_rows.size())
        return -1;
    return m_rows.at(row).action;
}

QStringList DiceLogModel::sizingTexts(int column) const
{
    // Two digits of turns, and totals up to two digits: no game runs to a hundredth turn.
    const QString twoDigits = QStringLiteral("99");
    switch (column) {
    case TurnColumn:
    case TotalColumn:
        return {twoDigits};
    case PlayerColumn:
        return m_game ? QStringList{m_game->setup().players[Side::first()], m_game->setup().players[Side::second()]}
                      : QStringList{};
    case PhaseColumn: {
        QStringList phases;
        for (const auto &[phase, key] : PhaseKeys)
            phases << Battle::phaseName(phase);
        return phases;
    }
    case RollColumn: {
        if (!m_game)
            return {};
        // Each kind of roll, for the unit with the longest name. A name longer than this is cut short
        // rather than squeeze the actions; the tooltip gives it whole.
        constexpr qsizetype LongestNameShown = 32;
        QString longest;
        for (Side side : Side::both()) {
            for (const Unit &unit : m_game->battle().army(side)) {
                if (const QString name = unit.displayName(); name.size() > longest.size())
                    longest = name.left(LongestNameShown);
            }
        }
        QStringList titles;
        DiceRoll roll;
        roll.subject = longest;
        for (const auto &[purpose, key] : RollPurposeKeys) {
            roll.purpose = purpose;
            titles << roll.title();
        }
        return titles;
    }
    case FacesColumn:
        // Ten dice: a big shooting or combat roll. More are cut short, all of them in the tooltip.
        return {QStringList(10, QStringLiteral("6")).join(QLatin1Char(' '))};
    default:
        return {};
    }
}

QFont DiceLogModel::facesFont()
{
    return QFontDatabase::systemFont(QFontDatabase::FixedFont);
}

int DiceLogModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int DiceLogModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant DiceLogModel::data(const QModelIndex &index, int role) const
{
    if (!m_game || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row &row = m_rows.at(index.row());
    const PlayedAction &action = m_game->playedAt(row.action);

    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case TurnColumn:
            return action.turn;
        case PlayerColumn:
            return m_game->setup().players[rollerOf(row, action)];
        case PhaseColumn:
            return Battle::phaseName(action.phase);
        case ActionColumn:
            return action.description;
        case RollColumn:
            // The mark is a word, not a colour: a re-rolled or discarded roll reads as such in greyscale.
            if (const QString mark = DiceRoll::markName(row.roll.mark); !mark.isEmpty())
                return tr("%1 (%2)").arg(row.roll.title(), mark);
            return row.roll.title();
        case FacesColumn:
            return row.roll.facesText();
        case TotalColumn:
            return row.roll.readByTotal() ? QVariant(row.roll.total()) : QVariant();
        }
        break;
    case Qt::ToolTipRole:
        // Cut short in a narrow dock, the action reads whole here; every other cell gives the roll.
        return index.column() == ActionColumn ? action.description : row.roll.describe();
    case Qt::DecorationRole:
        if (index.column() == PlayerColumn)
            return m_sideIcons[rollerOf(row, action)];
        break;
    case Qt::TextAlignmentRole:
        // Numbers line up on the right so that faces and totals read down the column.
        if (index.column() == TurnColumn || index.column() == FacesColumn || index.column() == TotalColumn)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        break;
    case Qt::FontRole: {
        // Dice that no longer count are struck through as well as named.
        const bool counts = row.roll.mark == RollMark::Counted || row.roll.mark == RollMark::ReRoll;
        if (index.column() != FacesColumn && counts)
            break;
        QFont font = index.column() == FacesColumn ? facesFont() : QFont();
        font.setStrikeOut(!counts && index.column() != RollColumn);
        return font;
    }
    default:
        break;
    }
    return {};
}

QVariant DiceLogModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case TurnColumn:
        return tr("Turn");
    case PlayerColumn:
        return tr("Player");
    case PhaseColumn:
        return tr("Phase");
    case ActionColumn:
        return tr("Action");
    case RollColumn:
        return tr("Roll");
    case FacesColumn:
        return tr("Dice");
    case TotalColumn:
        return tr("Total");
    }
    return {};
}

} // namespace wm
