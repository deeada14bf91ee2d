// SPDX-License-Identifier: GPL-3.0-or-later
// The child of tst_durability: appends actions to a game as fast as it can and prints the place of
// each one only after the store said it was written, until it is killed. The test kills it after a
// report it has read; or, given OPERATION, the writer kills itself just before its OPERATION-th write,
// truncation or sync of the database's files (tests/core/powercutvfs, over the operating system's
// cache, where a killed process's writes stay), so the kill can fall inside a write, wherever that is.

#include "tests/core/powercutvfs.h"

#include "core/storage/database.h"
#include "core/storage/gamestore.h"

#include <QCoreApplication>
#include <QTextStream>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QTextStream out(stdout);
    QTextStream err(stderr);
    int cutBefore = 0;
    if (argc == 3)
        cutBefore = QByteArray(argv[2]).toInt();
    if (argc < 2 || argc > 3 || (argc == 3 && cutBefore < 1)) {
        err << "usage: durabilitywriter DATABASE [OPERATION]\n";
        return 2;
    }
    if (cutBefore > 0)
        wm::test::installPowerCutVfs(wm::test::WriteCache::OperatingSystem, cutBefore);
    wm::Database db;
    if (const auto error = db.open(QString::fromLocal8Bit(argv[1]))) {
        err << error->message << '\n';
        return 2;
    }
    wm::GameStore store(db);
    const QList<wm::GameId> games = store.games();
    const auto game = games.isEmpty() ? store.createGame(QStringLiteral("warmaster"), "{}") : games.constFirst();
    if (!game.ok()) {
        err << game.error().message << '\n';
        return 3;
    }
    // A store changes only a log it has read: the one a killed writer before it left.
    if (const auto read = store.actions(game.value()); !read.ok()) {
        err << read.error().message << '\n';
        return 3;
    }
    const QByteArray payload = R"({"shooters":[{"unit":3,"stands":3}],"target":12,"dice":[4,5,6,1,2,3,6,6,5]})";
    for (;;) {
        const auto seq = store.append(game.value(), QStringLiteral("shoot"), payload);
        if (!seq.ok()) {
            err << seq.error().message << '\n';
            return 4;
        }
        out << seq.value() << '\n';
        out.flush();
    }
}
