// SPDX-License-Identifier: GPL-3.0-or-later
#include "armies/armylists.h"
#include "game/gamesession.h"
#include "mainwindow.h"
#include "storage/armyliststore.h"
#include "storage/database.h"
#include "storage/gamestore.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QLibraryInfo>
#include <QLocale>
#include <QMessageBox>
#include <QTextStream>
#include <QTranslator>

#include <memory>
#include <optional>
#include <utility>

namespace {

// --help and --version must work where there is no display, so they get an application
// without a GUI; everything else needs the window.
bool wantsTextOnly(int argc, char *argv[])
{
    for (int i = 1; i < argc; ++i) {
        const QByteArray arg(argv[i]);
        if (arg == "-h" || arg == "--help" || arg == "--help-all" || arg == "-v" || arg == "--version")
            return true;
    }
    return false;
}

void installTranslators(QCoreApplication &app)
{
    auto *qt = new QTranslator(&app);
    if (qt->load(QLocale(), QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    auto *own = new QTranslator(&app);
    if (own->load(QLocale(), QStringLiteral("wmassist"), QStringLiteral("_"), QStringLiteral(":/i18n")))
        QCoreApplication::installTranslator(own);
}

// What the player must be told at start, and the game to resume.
struct StartUp
{
    QList<std::pair<QString, QString>> notices; // title, text
    std::unique_ptr<wm::GameStore> games;
    std::optional<wm::GameSession> game;
};

// Opens the database (moving an unusable one aside), brings the army lists in it up to date and
// reopens the game in progress. Only a database that cannot be opened at all stops the app.
std::optional<QString> openStorage(wm::Database &database, const QString &path, StartUp &startUp)
{
    if (auto error = database.open(path))
        return error->message;
    if (const auto &aside = database.setAside())
        startUp.notices.append(
            {QCoreApplication::translate("main", "The database could not be used"),
             QCoreApplication::translate("main",
                                         "%1\n\nIt was moved to %2 so that nothing in it is lost, and a new database "
                                         "was started at %3.")
                 .arg(aside->reason, aside->movedTo, aside->path)});

    const auto lists = wm::ArmyLists::builtIn();
    if (!lists)
        startUp.notices.append(
            {QCoreApplication::translate("main", "The army lists could not be loaded"), lists.error().message});
    else if (const auto synced = wm::ArmyListStore(database).sync(lists.value()); !synced)
        startUp.notices.append(
            {QCoreApplication::translate("main", "The army lists could not be saved"), synced.error().message});

    startUp.games = std::make_unique<wm::GameStore>(database);
    if (const auto current = startUp.games->currentGame()) {
        auto session = wm::GameSession::open(*startUp.games, *current);
        if (session)
            startUp.game.emplace(std::move(session).value());
        else
            startUp.notices.append({QCoreApplication::translate("main", "The game in progress could not be reopened"),
                                    session.error().message});
    }
    return std::nullopt;
}

} // namespace

int main(int argc, char *argv[])
{
    std::unique_ptr<QCoreApplication> app;
    if (wantsTextOnly(argc, argv))
        app = std::make_unique<QCoreApplication>(argc, argv);
    else
        app = std::make_unique<QApplication>(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("wmassist"));
    QCoreApplication::setOrganizationName(QStringLiteral("wmassist"));
    QCoreApplication::setApplicationVersion(QStringLiteral(WMASSIST_VERSION));
    installTranslators(*app);

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QCoreApplication::translate("main", "Warmaster Table Assistant: hits, confusion, dice and tables for a "
                                            "game of Warmaster or Warmaster Revolution."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption screenshot(
        QStringLiteral("screenshot"),
        QCoreApplication::translate("main", "Render the main window to the PNG file <file> and exit."),
        QCoreApplication::translate("main", "file"));
    parser.addOption(screenshot);
    const QCommandLineOption databaseOption(
        QStringLiteral("database"),
        QCoreApplication::translate("main", "Keep rosters and games in the database <file> instead of %1.")
            .arg(wm::Database::defaultPath()),
        QCoreApplication::translate("main", "file"));
    parser.addOption(databaseOption);
    parser.process(*app);

    QApplication::setApplicationDisplayName(QCoreApplication::translate("main", "Warmaster Table Assistant"));
    QTextStream err(stderr);
    wm::Database database;
    StartUp startUp;
    const QString databasePath =
        parser.isSet(databaseOption) ? parser.value(databaseOption) : wm::Database::defaultPath();
    if (const auto error = openStorage(database, databasePath, startUp)) {
        // Without a database nothing a player does could be kept: say so and stop.
        err << *error << Qt::endl;
        if (!parser.isSet(screenshot))
            QMessageBox::critical(nullptr, QCoreApplication::translate("main", "wmassist cannot start"), *error);
        return 1;
    }

    wm::MainWindow window;
    window.setGameStore(startUp.games.get());
    if (startUp.game)
        window.openGame(std::move(*startUp.game));

    if (parser.isSet(screenshot)) {
        // Nobody is there to read a message box: the notices go to stderr.
        for (const auto &[title, text] : std::as_const(startUp.notices))
            err << title << ": " << text << Qt::endl;
        window.show();
        QCoreApplication::processEvents();
        const QString file = parser.value(screenshot);
        if (!window.grab().save(file, "PNG")) {
            QTextStream(stderr) << QCoreApplication::translate("main", "Cannot write the screenshot to %1.").arg(file)
                                << Qt::endl;
            return 1;
        }
        return 0;
    }

    window.show();
    for (const auto &[title, text] : std::as_const(startUp.notices))
        window.showNotice(title, text);
    return app->exec();
}
