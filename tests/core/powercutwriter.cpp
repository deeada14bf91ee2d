// SPDX-License-Identifier: GPL-3.0-or-later
// The child of tst_durability's power-cut test: plays a game through GameSession as fast as it can
// (hits struck, undone and redone, and new actions that drop the redoable ones, as SEED says) over the
// power-cut VFS (tests/core/powercutvfs, a disk whose volatile cache is lost at a cut), and after each
// change the session says is written prints the game's revision and how many actions are in force and
// undone, until it is cut off: killed by the test after a report it has read, or, with --cut-before,
// killed by itself just before its OPERATION-th write, truncation or sync on the disk, which puts the
// cut inside a write (a sync included) wherever that is. With --unsynced it turns SQLite's syncs off
// after opening, which must lose what it reported: the check that the cuts are real.

#include "tests/core/powercutvfs.h"
#include "tests/core/testgames.h"

#include "core/dice/scripteddicesource.h"
#include "core/game/gamesession.h"
#include "core/storage/database.h"
#include "core/storage/gamestore.h"

#include <QCoreApplication>
#include <QRandomGenerator>
#include <QSqlQuery>
#include <QTextStream>

using namespace wm;

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QTextStream out(stdout);
    QTextStream err(stderr);
    const QStringList args = QCoreApplication::arguments();
    bool understood = args.size() >= 3;
    bool unsynced = false;
    int cutBefore = 0;
    for (qsizetype i = 3; understood && i < args.size(); ++i) {
        if (args.at(i) == QLatin1String("--unsynced")) {
            unsynced = true;
        } else if (args.at(i) == QLatin1String("--cut-before") && i + 1 < args.size()) {
            cutBefore = args.at(++i).toInt();
            understood = cutBefore > 0;
        } else {
            understood = false;
        }
    }
    if (!understood) {
        err << "usage: powercutwriter DATABASE SEED [--unsynced] [--cut-before OPERATION]\n";
        return 2;
    }
    test::installPowerCutVfs(test::WriteCache::Volatile, cutBefore);
    Database db;
    if (const auto error = db.open(args.at(1))) {
        err << error->message << '\n';
        return 2;
    }
    if (unsynced) {
        QSqlQuery off(db.connection());
        off.exec(QStringLiteral("PRAGMA synchronous = OFF"));
    }
    GameStore store(db);
    const QList<GameId> games = store.games();
    auto session =
        games.isEmpty() ? GameSession::create(store, test::demoSetup()) : GameSession::open(store, games.constFirst());
    if (!session) {
        err << session.error().message << '\n';
        return 3;
    }
    if (session->damage()) {
        err << session->damageText() << '\n';
        return 3;
    }
    QSqlQuery read(db.connection());
    read.exec(QStringLiteral("SELECT revision FROM games"));
    qint64 revision = read.next() ? read.value(0).toLongLong() : -1;
    read.finish();
    // The test counts the reports it waits for before a cut from here on.
    out << "ready\n";
    out.flush();

    QRandomGenerator random(args.at(2).toUInt());
    ScriptedDiceSource noDice;
    for (;;) {
        GameSession &game = session.value();
        const int roll = int(random.bounded(100));
        std::optional<Error> failed;
        bool done = false;
        if (roll < 40) {
            QList<UnitId> standing;
            for (Side side : Side::both()) {
                for (const Unit &u : game.battle().army(side)) {
                    if (!u.state.isDestroyed())
                        standing.append(u.id);
                }
            }
            if (!standing.isEmpty()) {
                const UnitId unit = standing.at(random.bounded(int(standing.size())));
                const auto performed = game.perform(StrikeHitsAction{unit, 1, false}, noDice);
                done = performed.ok();
                if (!done)
                    failed = performed.error();
            }
        } else if (roll < 75 && game.canUndo()) {
            failed = game.undo();
            done = !failed;
        } else if (game.canRedo()) {
            failed = game.redo();
            done = !failed;
        }
        if (failed && failed->field.startsWith(QLatin1String("database"))) {
            err << failed->message << '\n';
            return 4;
        }
        if (!done)
            continue;
        ++revision;
        out << revision << ' ' << game.game().actions().size() << ' ' << game.redoable().size() << '\n';
        out.flush();
    }
}
