// SPDX-License-Identifier: GPL-3.0-or-later
#include "gamestore.h"

#include "core/storage/database.h"

#include <QSqlError>
#include <QSqlQuery>

#include <limits>

namespace wm {

namespace {

const QString CurrentGameKey = QStringLiteral("current-game");

QString now()
{
    return QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs);
}

// A row of "SELECT seq, kind, payload, undone, recorded FROM actions".
StoredAction storedAction(const QSqlQuery &query)
{
    return {query.value(0).toInt(), query.value(1).toString(), query.value(2).toString().toUtf8(),
            query.value(3).toInt() != 0, QDateTime::fromString(query.value(4).toString(), Qt::ISODateWithMs)};
}

} // namespace

GameStore::GameStore(Database &database)
    : m_database(database)
{
}

std::optional<Error> GameStore::checkGame(GameId game) const
{
    QSqlQuery query(m_database.connection());
    query.prepare(QStringLiteral("SELECT 1 FROM games WHERE id = ?"));
    query.addBindValue(game);
    if (auto error = Database::exec(query, tr("look up game %1").arg(game)))
        return error;
    if (!query.next())
        return Error{QStringLiteral("game"), tr("There is no game %1 in the database.").arg(game)};
    return std::nullopt;
}

std::optional<Error> GameStore::claimRevision(GameId game, qint64 &next)
{
    QSqlQuery query(m_database.connection());
    query.prepare(QStringLiteral("SELECT revision FROM games WHERE id = ?"));
    query.addBindValue(game);
    if (auto error = Database::exec(query, tr("look up game %1").arg(game)))
        return error;
    if (!query.next())
        return Error{QStringLiteral("game"), tr("There is no game %1 in the database.").arg(game)};
    // The revision this store last read or wrote: a log it has not seen is never changed.
    const auto seen = m_seen.constFind(game);
    if (seen == m_seen.constEnd())
        return Error{QStringLiteral("game"),
                     tr("Game %1 has not been read here, so it cannot be changed: open it first.").arg(game)};
    if (query.value(0).toLongLong() != *seen)
        return Error{QStringLiteral("game-changed"),
                     tr("The game was changed by another copy of wmassist since it was opened here, so nothing "
                        "was saved. Open the game again to see it as it is now.")};
    next = *seen + 1;
    QSqlQuery bump(m_database.connection());
    bump.prepare(QStringLiteral("UPDATE games SET revision = ? WHERE id = ?"));
    bump.addBindValue(next);
    bump.addBindValue(game);
    return Database::exec(bump, tr("mark the game as changed"));
}

Result<GameId> GameStore::createGame(const QString &ruleset, const QByteArray &content)
{
    return createGame(ruleset, content, {});
}

Result<GameId> GameStore::createGame(const QString &ruleset, const QByteArray &content,
                                     const QList<std::pair<QString, QByteArray>> &actions,
                                     const QList<std::pair<int, QByteArray>> &snapshots, const Progress &progress)
{
    GameId id = 0;
    ProgressSteps steps(progress, actions.size() + snapshots.size());
    const auto error = m_database.transaction([&]() -> std::optional<Error> {
        QSqlQuery insert(m_database.connection());
        insert.prepare(QStringLiteral("INSERT INTO games (ruleset, content, started) VALUES (?, ?, ?)"));
        insert.addBindValue(ruleset);
        insert.addBindValue(QString::fromUtf8(content));
        insert.addBindValue(now());
        if (auto e = Database::exec(insert, tr("save the new game")))
            return e;
        id = insert.lastInsertId().toLongLong();
        QSqlQuery action(m_database.connection());
        action.prepare(QStringLiteral(
            "INSERT INTO actions (game_id, seq, kind, payload, undone, recorded) VALUES (?, ?, ?, ?, 0, ?)"));
        for (qsizetype i = 0; i < actions.size(); ++i) {
            action.addBindValue(id);
            action.addBindValue(int(i) + 1);
            action.addBindValue(actions.at(i).first);
            action.addBindValue(QString::fromUtf8(actions.at(i).second));
            action.addBindValue(now());
            if (auto e = Database::exec(action, tr("save the action")))
                return e;
            if (!steps.step())
                return cancelledError();
        }
        return insertSnapshots(id, snapshots, &steps);
    });
    if (error)
        return *error;
    m_seen.insert(id, 0);
    return id;
}

Result<QByteArray> GameStore::gameContent(GameId game) const
{
    QSqlQuery query(m_database.connection());
    query.prepare(QStringLiteral("SELECT content FROM games WHERE id = ?"));
    query.addBindValue(game);
    if (auto error = Database::exec(query, tr("read game %1").arg(game)))
        return *error;
    if (!query.next())
        return Error{QStringLiteral("game"), tr("There is no game %1 in the database.").arg(game)};
    return query.value(0).toString().toUtf8();
}

QList<GameId> GameStore::games() const
{
    QList<GameId> ids;
    QSqlQuery query(m_database.connection());
    query.prepare(QStringLiteral("SELECT id FROM games ORDER BY id"));
    if (query.exec()) {
        while (query.next())
            ids.append(query.value(0).toLongLong());
    }
    return ids;
}

Result<QList<StoredGame>> GameStore::storedGames() const
{
    QSqlQuery query(m_database.connection());
    query.prepare(
        QStringLiteral("SELECT g.id, g.ruleset, g.content, g.started,"
                       " coalesce((SELECT max(a.recorded) FROM actions a WHERE a.game_id = g.id), g.started) AS played,"
                       " (SELECT count(*) FROM actions a WHERE a.game_id = g.id AND a.undone = 0)"
                       " FROM games g ORDER BY played DESC, g.id DESC"));
    if (auto error = Database::exec(query, tr("list the saved games")))
        return *error;
    QList<StoredGame> all;
    while (query.next()) {
        all.append({query.value(0).toLongLong(), query.value(1).toString(), query.value(2).toString().toUtf8(),
                    QDateTime::fromString(query.value(3).toString(), Qt::ISODateWithMs),
                    QDateTime::fromString(query.value(4).toString(), Qt::ISODateWithMs), query.value(5).toInt()});
    }
    return all;
}

std::optional<Error> GameStore::deleteGame(GameId game)
{
    auto error = m_database.transaction([&]() -> std::optional<Error> {
        if (auto e = checkGame(game))
            return e;
        // Foreign keys take its actions, kept and set aside, with it.
        QSqlQuery remove(m_database.connection());
        remove.prepare(QStringLiteral("DELETE FROM games WHERE id = ?"));
        remove.addBindValue(game);
        if (auto e = Database::exec(remove, tr("delete game %1").arg(game)))
            return e;
        QSqlQuery current(m_database.connection());
        current.prepare(QStringLiteral("DELETE FROM settings WHERE key = ? AND value = ?"));
        current.addBindValue(CurrentGameKey);
        current.addBindValue(QString::number(game));
        return Database::exec(current, tr("forget the game in progress"));
    });
    if (!error)
        m_seen.remove(game);
    return error;
}

Result<int> GameStore::setAside(GameId game, int seq, const QString &reason)
{
    int moved = 0;
    qint64 revision = 0;
    const auto error = m_database.transaction([&]() -> std::optional<Error> {
        if (auto e = claimRevision(game, revision))
            return e;
        QSqlQuery keep(m_database.connection());
        keep.prepare(QStringLiteral(
            "INSERT INTO set_aside_actions (game_id, seq, kind, payload, undone, recorded, reason, set_aside)"
            " SELECT game_id, seq, kind, payload, undone, recorded, ?, ? FROM actions WHERE game_id = ? AND seq >= ?"));
        keep.addBindValue(reason);
        keep.addBindValue(now());
        keep.addBindValue(game);
        keep.addBindValue(seq);
        if (auto e = Database::exec(keep, tr("keep the actions that no longer replay")))
            return e;
        moved = keep.numRowsAffected();
        QSqlQuery drop(m_database.connection());
        drop.prepare(QStringLiteral("DELETE FROM actions WHERE game_id = ? AND seq >= ?"));
        drop.addBindValue(game);
        drop.addBindValue(seq);
        QSqlQuery stale(m_database.connection());
        stale.prepare(QStringLiteral("DELETE FROM snapshots WHERE game_id = ? AND seq >= ?"));
        stale.addBindValue(game);
        stale.addBindValue(seq);
        if (auto e = Database::exec(stale, tr("drop the battles kept after the actions set aside")))
            return e;
        return Database::exec(drop, tr("take the actions that no longer replay out of the game"));
    });
    if (error)
        return *error;
    m_seen.insert(game, revision);
    return moved;
}

std::optional<Error> GameStore::insertSnapshots(GameId game, const QList<std::pair<int, QByteArray>> &battles,
                                                ProgressSteps *steps)
{
    QSqlQuery insert(m_database.connection());
    insert.prepare(QStringLiteral("INSERT OR REPLACE INTO snapshots (game_id, seq, battle) VALUES (?, ?, ?)"));
    for (const auto &[seq, battle] : battles) {
        insert.addBindValue(game);
        insert.addBindValue(seq);
        insert.addBindValue(QString::fromUtf8(battle));
        if (auto e = Database::exec(insert, tr("save the battle after action %1").arg(seq)))
            return e;
        if (steps && !steps->step())
            return cancelledError();
    }
    return std::nullopt;
}

std::optional<Error> GameStore::keepSnapshots(GameId game, const QList<std::pair<int, QByteArray>> &battles)
{
    if (battles.isEmpty())
        return std::nullopt;
    return m_database.transaction([&]() -> std::optional<Error> { return insertSnapshots(game, battles); });
}

Result<int> GameStore::append(GameId game, const QString &kind, const QByteArray &payload, const QByteArray &snapshot)
{
    int seq = 0;
    qint64 revision = 0;
    const auto error = m_database.transaction([&]() -> std::optional<Error> {
        if (auto e = claimRevision(game, revision))
            return e;
        QSqlQuery drop(m_database.connection());
        drop.prepare(QStringLiteral("DELETE FROM actions WHERE game_id = ? AND undone = 1"));
        drop.addBindValue(game);
        if (auto e = Database::exec(drop, tr("drop the actions that can no longer be redone")))
            return e;
        QSqlQuery last(m_database.connection());
        last.prepare(QStringLiteral("SELECT coalesce(max(seq), 0) FROM actions WHERE game_id = ?"));
        last.addBindValue(game);
        if (auto e = Database::exec(last, tr("find the game's last action")))
            return e;
        seq = last.next() ? last.value(0).toInt() + 1 : 1;
        QSqlQuery insert(m_database.connection());
        insert.prepare(QStringLiteral(
            "INSERT INTO actions (game_id, seq, kind, payload, undone, recorded) VALUES (?, ?, ?, ?, 0, ?)"));
        insert.addBindValue(game);
        insert.addBindValue(seq);
        insert.addBindValue(kind);
        insert.addBindValue(QString::fromUtf8(payload));
        insert.addBindValue(now());
        if (auto e = Database::exec(insert, tr("save the action")))
            return e;
        // Battles after the actions just dropped no longer belong to the game.
        QSqlQuery stale(m_database.connection());
        stale.prepare(QStringLiteral("DELETE FROM snapshots WHERE game_id = ? AND seq >= ?"));
        stale.addBindValue(game);
        stale.addBindValue(seq);
        if (auto e = Database::exec(stale, tr("drop the battles kept after actions that are gone")))
            return e;
        if (snapshot.isEmpty())
            return std::nullopt;
        return insertSnapshots(game, {{seq, snapshot}});
    });
    if (error)
        return *error;
    m_seen.insert(game, revision);
    return seq;
}

Result<int> GameStore::undo(GameId game)
{
    return step(game, Step::Undo, {});
}

Result<int> GameStore::redo(GameId game, const QByteArray &snapshot)
{
    return step(game, Step::Redo, snapshot);
}

Result<int> GameStore::step(GameId game, Step which, const QByteArray &snapshot)
{
    // Undo marks the last action in force undone; redo the first undone one in force again. Both in
    // one transaction under the game's revision, so neither lands on a log changed elsewhere.
    const bool undo = which == Step::Undo;
    int seq = 0;
    qint64 revision = 0;
    const auto error = m_database.transaction([&]() -> std::optional<Error> {
        if (auto e = claimRevision(game, revision))
            return e;
        QSqlQuery find(m_database.connection());
        find.prepare(undo ? QStringLiteral("SELECT max(seq) FROM actions WHERE game_id = ? AND undone = 0")
                          : QStringLiteral("SELECT min(seq) FROM actions WHERE game_id = ? AND undone = 1"));
        find.addBindValue(game);
        if (auto e = Database::exec(find, undo ? tr("find the action to undo") : tr("find the action to redo")))
            return e;
        if (!find.next() || find.value(0).isNull())
            return undo ? Error{QStringLiteral("undo"), tr("There is nothing to undo.")}
                        : Error{QStringLiteral("redo"), tr("There is nothing to redo.")};
        seq = find.value(0).toInt();
        QSqlQuery mark(m_database.connection());
        mark.prepare(QStringLiteral("UPDATE actions SET undone = ? WHERE game_id = ? AND seq = ?"));
        mark.addBindValue(undo ? 1 : 0);
        mark.addBindValue(game);
        mark.addBindValue(seq);
        if (auto e = Database::exec(mark, undo ? tr("undo the action") : tr("redo the action")))
            return e;
        if (snapshot.isEmpty())
            return std::nullopt;
        return insertSnapshots(game, {{seq, snapshot}});
    });
    if (error)
        return *error;
    m_seen.insert(game, revision);
    return seq;
}

Result<QList<StoredAction>> GameStore::actions(GameId game) const
{
    if (auto error = checkGame(game))
        return *error;
    // The log and its revision from one snapshot: what is read is exactly what a later write expects.
    QSqlDatabase db = m_database.connection();
    const bool snapshot = db.transaction();
    QSqlQuery revision(db);
    revision.prepare(QStringLiteral("SELECT revision FROM games WHERE id = ?"));
    revision.addBindValue(game);
    QSqlQuery query(db);
    query.prepare(
        QStringLiteral("SELECT seq, kind, payload, undone, recorded FROM actions WHERE game_id = ? ORDER BY seq"));
    query.addBindValue(game);
    std::optional<Error> error = Database::exec(revision, tr("read the game's revision"));
    if (!error)
        error = Database::exec(query, tr("read the game's actions"));
    QList<StoredAction> all;
    if (!error) {
        while (query.next())
            all.append(storedAction(query));
        if (revision.next())
            m_seen.insert(game, revision.value(0).toLongLong());
    }
    revision.finish();
    query.finish();
    if (snapshot)
        db.commit();
    if (error)
        return *error;
    return all;
}

Result<QList<StoredAction>> GameStore::actions(GameId game, int first, int last) const
{
    QSqlQuery query(m_database.connection());
    query.prepare(QStringLiteral("SELECT seq, kind, payload, undone, recorded FROM actions"
                                 " WHERE game_id = ? AND seq BETWEEN ? AND ? ORDER BY seq"));
    query.addBindValue(game);
    query.addBindValue(first);
    query.addBindValue(last);
    if (auto error = Database::exec(query, tr("read actions %1 to %2 of game %3").arg(first).arg(last).arg(game)))
        return *error;
    QList<StoredAction> read;
    while (query.next())
        read.append(storedAction(query));
    return read;
}

Result<StoredLog> GameStore::wholeLog(GameId game) const
{
    if (auto error = checkGame(game))
        return *error;
    // One read transaction: in WAL mode every query in it sees the database as it was at its first
    // read, whatever is committed meanwhile.
    QSqlDatabase db = m_database.connection();
    const bool snapshot = db.transaction();
    StoredLog log;
    std::optional<Error> error;
    {
        QSqlQuery actions(db);
        actions.prepare(
            QStringLiteral("SELECT seq, kind, payload, undone, recorded FROM actions WHERE game_id = ? ORDER BY seq"));
        actions.addBindValue(game);
        error = Database::exec(actions, tr("read the game's actions"));
        while (!error && actions.next())
            log.actions.append(storedAction(actions));
    }
    if (m_betweenReads)
        m_betweenReads();
    if (!error) {
        QSqlQuery battles(db);
        battles.prepare(QStringLiteral("SELECT seq, battle FROM snapshots WHERE game_id = ? ORDER BY seq"));
        battles.addBindValue(game);
        error = Database::exec(battles, tr("read the game's snapshots"));
        while (!error && battles.next())
            log.snapshots.insert(battles.value(0).toInt(), battles.value(1).toString().toUtf8());
    }
    if (snapshot)
        db.commit();
    if (error)
        return *error;
    return log;
}

Result<std::optional<QByteArray>> GameStore::snapshot(GameId game, int seq) const
{
    QSqlQuery query(m_database.connection());
    query.prepare(QStringLiteral("SELECT battle FROM snapshots WHERE game_id = ? AND seq = ?"));
    query.addBindValue(game);
    query.addBindValue(seq);
    if (auto error = Database::exec(query, tr("read the battle after action %1 of game %2").arg(seq).arg(game)))
        return *error;
    if (!query.next())
        return std::optional<QByteArray>();
    return std::optional<QByteArray>(query.value(0).toString().toUtf8());
}

Result<StoredTail> GameStore::tail(GameId game, int interval) const
{
    if (auto error = checkGame(game))
        return *error;
    // Everything from one read, with the revision: what is read is exactly what a later write expects.
    QSqlDatabase db = m_database.connection();
    const bool snapshot = db.transaction();
    StoredTail tail;
    std::optional<Error> error;
    {
        QSqlQuery head(db);
        head.prepare(QStringLiteral("SELECT revision, (SELECT count(*) FROM actions WHERE game_id = ? AND undone = 0)"
                                    " FROM games WHERE id = ?"));
        head.addBindValue(game);
        head.addBindValue(game);
        error = Database::exec(head, tr("read the game's revision"));
        qint64 revision = 0;
        if (!error && head.next()) {
            revision = head.value(0).toLongLong();
            tail.inForce = head.value(1).toInt();
        }
        tail.base = tail.inForce > 0 ? (tail.inForce - 1) / interval * interval : 0;
        if (!error && tail.base > 0) {
            auto battle = this->snapshot(game, tail.base);
            if (battle)
                tail.battle = battle.value();
            else
                error = battle.error();
        }
        if (!error) {
            auto read = actions(game, tail.base + 1, std::numeric_limits<int>::max());
            if (read)
                tail.actions = std::move(read).value();
            else
                error = read.error();
        }
        if (!error)
            m_seen.insert(game, revision);
    }
    if (snapshot)
        db.commit();
    if (error)
        return *error;
    return tail;
}

std::optional<Error> GameStore::setCurrentGame(std::optional<GameId> game)
{
    return m_database.transaction([&]() -> std::optional<Error> {
        QSqlQuery query(m_database.connection());
        if (game) {
            query.prepare(QStringLiteral("INSERT OR REPLACE INTO settings (key, value) VALUES (?, ?)"));
            query.addBindValue(CurrentGameKey);
            query.addBindValue(QString::number(*game));
        } else {
            query.prepare(QStringLiteral("DELETE FROM settings WHERE key = ?"));
            query.addBindValue(CurrentGameKey);
        }
        return Database::exec(query, tr("remember the game in progress"));
    });
}

std::optional<GameId> GameStore::currentGame() const
{
    QSqlQuery query(m_database.connection());
    query.prepare(QStringLiteral("SELECT value FROM settings WHERE key = ?"));
    query.addBindValue(CurrentGameKey);
    if (!query.exec() || !query.next())
        return std::nullopt;
    bool ok = false;
    const GameId id = query.value(0).toLongLong(&ok);
    return ok ? std::optional<GameId>(id) : std::nullopt;
}

} // namespace wm
