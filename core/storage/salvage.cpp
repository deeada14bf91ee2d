// SPDX-License-Identifier: GPL-3.0-or-later
#include "salvage.h"

#include "core/storage/schema.h"

#include <QDateTime>
#include <QMap>
#include <QSet>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QVariant>

#include <atomic>
#include <functional>
#include <limits>
#include <optional>

namespace wm {

namespace {

using Row = QVariantList;

// A table read back, in the order that keeps what refers to something after what it refers to.
struct Table
{
    const char *name;
    const char *what; // the player's word for its rows, for the notice
};

constexpr Table Tables[] = {
    {"settings", QT_TRANSLATE_NOOP("Salvage", "settings")},
    {"rosters", QT_TRANSLATE_NOOP("Salvage", "rosters")},
    {"games", QT_TRANSLATE_NOOP("Salvage", "games")},
    {"actions", QT_TRANSLATE_NOOP("Salvage", "actions")},
    {"set_aside_actions", QT_TRANSLATE_NOOP("Salvage", "set-aside actions")},
};

QStringList columnsOf(const QSqlDatabase &db, const QString &table)
{
    QStringList columns;
    QSqlQuery query(db);
    if (query.exec(QStringLiteral("PRAGMA table_info(%1)").arg(table))) {
        while (query.next())
            columns.append(query.value(1).toString());
    }
    return columns;
}

// Reads one damaged file's rows into the new database, stepping over what no longer reads.
class Reader
{
public:
    Reader(const QSqlDatabase &from, const QSqlDatabase &into, SalvageReport &report)
        : m_from(from)
        , m_into(into)
        , m_report(report)
    {
    }

    void run()
    {
        for (const Table &table : Tables)
            copy(table);
        keepActionsUpToAGap();
    }

private:
    enum class Probe
    {
        Reads,
        End,
        Broken,
    };

    // The rows after `after` (by rowid) in the table, one query; false when it broke off.
    bool readOn(const QString &select, qint64 &after, const std::function<void(qint64, const Row &)> &row)
    {
        QSqlQuery query(m_from);
        query.setForwardOnly(true);
        query.prepare(select);
        query.addBindValue(after);
        if (!query.exec())
            return false;
        const int width = query.record().count();
        while (query.next()) {
            Row values;
            for (int i = 1; i < width; ++i)
                values.append(query.value(i));
            after = query.value(0).toLongLong();
            row(after, values);
        }
        return !query.lastError().isValid();
    }

    Probe probe(const QString &select, qint64 after)
    {
        QSqlQuery query(m_from);
        query.setForwardOnly(true);
        query.prepare(select + QStringLiteral(" LIMIT 1"));
        query.addBindValue(after);
        if (!query.exec())
            return Probe::Broken;
        if (query.next())
            return Probe::Reads;
        return query.lastError().isValid() ? Probe::Broken : Probe::End;
    }

    // The least rowid to read on after, once the rows after `after` broke off: steps that double until
    // one reads, then halves back so that no row that still reads is stepped over. None at the end.
    std::optional<qint64> nextThatReads(const QString &select, qint64 after)
    {
        constexpr qint64 Last = std::numeric_limits<qint64>::max();
        qint64 broken = after;
        std::optional<qint64> reads;
        for (qint64 step = 1; step > 0 && broken < Last; step *= 2) {
            const qint64 at = Last - after < step ? Last : after + step;
            const Probe found = probe(select, at);
            if (found == Probe::Broken) {
                broken = at;
                continue;
            }
            reads = at;
            break;
        }
        if (!reads)
            return std::nullopt;
        while (*reads - broken > 1) {
            const qint64 middle = broken + (*reads - broken) / 2;
            if (probe(select, middle) == Probe::Broken)
                broken = middle;
            else
                reads = middle;
        }
        if (probe(select, *reads) == Probe::End)
            return std::nullopt;
        return reads;
    }

    void copy(const Table &table)
    {
        const QString name = QString::fromLatin1(table.name);
        const QString what = Salvage::tr(table.what);
        const QStringList here = columnsOf(m_into, name);
        QStringList columns;
        for (const QString &column : columnsOf(m_from, name)) {
            if (here.contains(column))
                columns.append(column);
        }
        if (columns.isEmpty()) {
            QSqlQuery exists(m_from);
            if (!exists.exec(QStringLiteral("SELECT 1 FROM %1 LIMIT 1").arg(name)) && !here.isEmpty())
                m_report.lost.append(Salvage::tr("The %1 could not be read.").arg(what));
            return;
        }
        const QString select = QStringLiteral("SELECT rowid, %1 FROM %2 WHERE rowid > ? ORDER BY rowid")
                                   .arg(columns.join(QStringLiteral(", ")), name);
        QSqlQuery insert(m_into);
        insert.prepare(QStringLiteral("INSERT INTO %1 (%2) VALUES (%3)")
                           .arg(name, columns.join(QStringLiteral(", ")),
                                QStringList(columns.size(), QStringLiteral("?")).join(QStringLiteral(", "))));
        std::optional<Row> previous;
        qint64 after = std::numeric_limits<qint64>::min();
        const auto keep = [&](qint64, const Row &values) {
            previous = values;
            this->keep(name, columns, insert, values);
        };
        while (!readOn(select, after, keep)) {
            const std::optional<qint64> resume = nextThatReads(select, after);
            std::optional<Row> next;
            if (resume)
                next = firstAfter(select, *resume);
            m_report.lost.append(gap(name, what, columns, previous, next));
            if (!resume)
                break;
            after = *resume;
        }
    }

    std::optional<Row> firstAfter(const QString &select, qint64 after)
    {
        std::optional<Row> first;
        QSqlQuery query(m_from);
        query.setForwardOnly(true);
        query.prepare(select + QStringLiteral(" LIMIT 1"));
        query.addBindValue(after);
        if (query.exec() && query.next()) {
            Row values;
            for (int i = 1; i < query.record().count(); ++i)
                values.append(query.value(i));
            first = values;
        }
        return first;
    }

    void keep(const QString &table, const QStringList &columns, QSqlQuery &insert, const Row &values)
    {
        const int game = columns.indexOf(QStringLiteral("game_id"));
        // Rows of a game that could not be read have nothing to belong to.
        if (game >= 0 && !m_games.contains(values.at(game).toLongLong())) {
            ++m_orphans[values.at(game).toLongLong()];
            return;
        }
        for (qsizetype i = 0; i < values.size(); ++i)
            insert.bindValue(int(i), values.at(i));
        if (!insert.exec()) {
            m_report.lost.append(Salvage::tr("%1 could not be kept: %2")
                                     .arg(describe(table, columns, values), insert.lastError().text()));
            return;
        }
        if (table == QLatin1String("games")) {
            m_games.insert(values.at(columns.indexOf(QStringLiteral("id"))).toLongLong());
            ++m_report.games;
        } else if (table == QLatin1String("actions")) {
            ++m_report.actions;
        } else if (table == QLatin1String("rosters")) {
            ++m_report.rosters;
        } else if (table == QLatin1String("settings")) {
            ++m_report.settings;
        }
    }

    static QString describe(const QString &table, const QStringList &columns, const Row &values)
    {
        const auto value = [&](const char *column) {
            const int at = columns.indexOf(QLatin1String(column));
            return at >= 0 ? values.at(at).toString() : QString();
        };
        if (table == QLatin1String("actions") || table == QLatin1String("set_aside_actions"))
            return Salvage::tr("action %1 of game %2").arg(value("seq"), value("game_id"));
        if (table == QLatin1String("games"))
            return Salvage::tr("game %1").arg(value("id"));
        if (table == QLatin1String("rosters"))
            return Salvage::tr("the roster %1").arg(value("name"));
        return Salvage::tr("the setting %1").arg(value("key"));
    }

    static QString gap(const QString &table, const QString &what, const QStringList &columns,
                       const std::optional<Row> &before, const std::optional<Row> &after)
    {
        if (before && after)
            return Salvage::tr("Some %1 between %2 and %3 could not be read.")
                .arg(what, describe(table, columns, *before), describe(table, columns, *after));
        if (before)
            return Salvage::tr("Some %1 after %2 could not be read.").arg(what, describe(table, columns, *before));
        if (after)
            return Salvage::tr("Some %1 before %2 could not be read.").arg(what, describe(table, columns, *after));
        return Salvage::tr("The %1 could not be read.").arg(what);
    }

    // A game is played on from its last action that reads: an action after one that is missing is
    // kept, set aside with why, and never replayed across the gap.
    void keepActionsUpToAGap()
    {
        for (auto it = m_orphans.cbegin(); it != m_orphans.cend(); ++it)
            m_report.lost.append(Salvage::tr("Game %1 could not be read, so its actions (%2) could not be kept.")
                                     .arg(it.key())
                                     .arg(it.value()));
        for (const qint64 game : std::as_const(m_games)) {
            QSqlQuery first(m_into);
            first.prepare(
                QStringLiteral("SELECT min(seq) FROM actions a WHERE game_id = ? AND seq > 1 AND NOT EXISTS "
                               "(SELECT 1 FROM actions b WHERE b.game_id = a.game_id AND b.seq = a.seq - 1)"));
            first.addBindValue(game);
            if (!first.exec() || !first.next() || first.value(0).isNull())
                continue;
            const int from = first.value(0).toInt();
            const QString reason =
                Salvage::tr("Action %1 of this game could not be read from the damaged database, so this one cannot "
                            "be played after the ones before it.")
                    .arg(from - 1);
            QSqlQuery aside(m_into);
            aside.prepare(
                QStringLiteral("INSERT INTO set_aside_actions (game_id, seq, kind, payload, undone, recorded, "
                               "reason, set_aside) SELECT game_id, seq, kind, payload, undone, recorded, ?, ? "
                               "FROM actions WHERE game_id = ? AND seq >= ?"));
            aside.addBindValue(reason);
            aside.addBindValue(QDateTime::currentDateTimeUtc().toString(Qt::ISODate));
            aside.addBindValue(game);
            aside.addBindValue(from);
            QSqlQuery drop(m_into);
            drop.prepare(QStringLiteral("DELETE FROM actions WHERE game_id = ? AND seq >= ?"));
            drop.addBindValue(game);
            drop.addBindValue(from);
            if (!aside.exec() || !drop.exec())
                continue;
            const int moved = drop.numRowsAffected();
            m_report.actions -= moved;
            m_report.lost.append(
                Salvage::tr("Game %1: the actions from action %2 on (%3 of them) are kept aside, as an action before "
                            "them could not be read.")
                    .arg(game)
                    .arg(from)
                    .arg(moved));
        }
    }

    QSqlDatabase m_from;
    QSqlDatabase m_into;
    SalvageReport &m_report;
    QSet<qint64> m_games;
    QMap<qint64, int> m_orphans;
};

} // namespace

QString SalvageReport::summary() const
{
    QString text = recoveredAnything()
                       ? Salvage::tr("Read back from it: games: %1; actions: %2; rosters: %3; settings: %4.")
                             .arg(games)
                             .arg(actions)
                             .arg(rosters)
                             .arg(settings)
                       : Salvage::tr("Nothing could be read back from it.");
    if (lost.isEmpty())
        return text + QLatin1Char(' ') + Salvage::tr("Nothing in it was lost.");
    text += QLatin1Char('\n') + Salvage::tr("Not read back:");
    for (const QString &line : lost)
        text += QStringLiteral("\n• ") + line;
    return text;
}

SalvageReport Salvage::copy(const QString &damaged, QSqlDatabase into)
{
    static std::atomic<int> counter = 0;
    const QString name = QStringLiteral("wmassist-salvage-%1").arg(++counter);
    SalvageReport report;
    {
        QSqlDatabase from = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        from.setDatabaseName(damaged);
        from.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
        if (!from.open()) {
            report.lost.append(tr("Nothing could be read: %1").arg(from.lastError().text()));
        } else {
            QSqlQuery id(from);
            // A file that says it is another program's is never read into wmassist's.
            const bool ours = !id.exec(QStringLiteral("PRAGMA application_id")) || !id.next() ||
                              id.value(0).toInt() == Schema::ApplicationId;
            id.finish();
            if (ours && into.transaction()) {
                Reader(from, into, report).run();
                if (!into.commit()) {
                    into.rollback();
                    report = SalvageReport{};
                    report.lost.append(tr("What could be read could not be written: %1").arg(into.lastError().text()));
                }
            }
        }
        from.close();
    }
    QSqlDatabase::removeDatabase(name);
    return report;
}

} // namespace wm
