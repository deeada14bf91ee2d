// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/game/gamejson.h"
#include "ui/appstartup.h"
#include "ui/mainwindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QFile>
#include <QFileInfo>
#include <QLibraryInfo>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTextStream>
#include <QTranslator>

#include <memory>
#include <optional>

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

// Shows a game that is not the player's: the one in a file, or the built-in demo battle. It lives in a
// database of its own in a temporary folder, so that a screenshot never changes the player's games.
struct ShownGame
{
    QTemporaryDir folder;
    wm::Database database;
    std::unique_ptr<wm::GameStore> store;
};

std::optional<QString> showOtherGame(wm::MainWindow &window, const QString &path, ShownGame &shown)
{
    const auto bytes = wm::GameJson::fileBytes(path);
    if (!bytes)
        return bytes.error().message;
    const auto game = wm::GameJson::read(bytes.value(), QFileInfo(path).fileName());
    if (!game)
        return game.error().message;
    if (!shown.folder.isValid())
        return shown.folder.errorString();
    if (auto error = shown.database.open(shown.folder.filePath(QStringLiteral("shown.sqlite"))))
        return error->message;
    shown.store = std::make_unique<wm::GameStore>(shown.database);
    auto session = wm::GameSession::import(*shown.store, game.value());
    if (!session)
        return session.error().message;
    window.openGame(std::move(session).value());
    return std::nullopt;
}

// The command line: what is shown, from which database.
struct Options
{
    std::optional<QString> screenshot; // the PNG to render the window to, then exit
    QString database;
    bool readOnly = false;
    std::optional<QString> game; // with a screenshot: the game shown instead of the demo battle
};

Options parseOptions(QCoreApplication &app)
{
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
    const QCommandLineOption readOnlyOption(
        QStringLiteral("read-only"),
        QCoreApplication::translate("main", "Open the database only to look at its games: nothing can be changed. "
                                            "For a database another wmassist has open."));
    parser.addOption(readOnlyOption);
    const QCommandLineOption gameOption(
        QStringLiteral("game"),
        QCoreApplication::translate("main", "With --screenshot: show the game in the file <file> instead of the "
                                            "built-in demo battle."),
        QCoreApplication::translate("main", "file"));
    parser.addOption(gameOption);
    parser.process(app);

    Options options;
    if (parser.isSet(screenshot))
        options.screenshot = parser.value(screenshot);
    options.database = parser.isSet(databaseOption) ? parser.value(databaseOption) : wm::Database::defaultPath();
    options.readOnly = parser.isSet(readOnlyOption);
    if (parser.isSet(gameOption))
        options.game = parser.value(gameOption);
    return options;
}

// Opens the database, offering to look at it read-only when another wmassist holds it or its disk
// cannot be written. False when the app cannot start: without a database nothing a player does could
// be kept, so it says so and stops.
bool openDatabase(wm::AppStartup &startUp, Options &options, QTextStream &err)
{
    const bool interactive = !options.screenshot;
    std::optional<wm::DatabaseError> failure =
        options.readOnly ? startUp.openReadOnly(options.database) : startUp.open(options.database);
    if (failure && !options.readOnly && interactive && wm::AppStartup::canOpenReadOnly(*failure)) {
        QMessageBox ask(QMessageBox::Warning, QCoreApplication::translate("main", "The database is not free"),
                        failure->message);
        ask.setInformativeText(QCoreApplication::translate("main", "Its games can be looked at read-only until then."));
        QPushButton *look =
            ask.addButton(QCoreApplication::translate("main", "Open &Read-Only"), QMessageBox::AcceptRole);
        ask.addButton(QCoreApplication::translate("main", "&Quit"), QMessageBox::RejectRole);
        ask.setDefaultButton(look);
        ask.exec();
        if (ask.clickedButton() != look)
            return false;
        options.readOnly = true;
        const QString why = failure->message;
        failure = startUp.openReadOnly(options.database);
        if (!failure)
            startUp.addNotice(QCoreApplication::translate("main", "Open only to be read"),
                              QCoreApplication::translate("main", "%1\n\nThis window shows its games and changes "
                                                                  "nothing.")
                                  .arg(why));
    }
    if (failure) {
        err << failure->message << Qt::endl;
        if (interactive)
            QMessageBox::critical(nullptr, QCoreApplication::translate("main", "wmassist cannot start"),
                                  failure->message);
        return false;
    }
    return true;
}

// Renders the window with a game that is not the player's to `file`; the exit code.
int takeScreenshot(wm::MainWindow &window, const wm::AppStartup &startUp, const Options &options,
                   std::optional<ShownGame> &shown, QTextStream &err)
{
    // Nobody is there to read a message box: the notices go to stderr.
    for (const auto &notice : startUp.notices())
        err << notice.title << ": " << notice.text << Qt::endl;
    const QString game = options.game.value_or(QStringLiteral(":/demo/demo.json"));
    if (const auto error = showOtherGame(window, game, shown.emplace())) {
        err << *error << Qt::endl;
        return 1;
    }
    window.show();
    // Layouts settle over several passes of the event loop (the docks, then the cards' columns).
    for (int i = 0; i < 5; ++i)
        QCoreApplication::processEvents();
    if (!window.grab().save(*options.screenshot, "PNG")) {
        err << QCoreApplication::translate("main", "Cannot write the screenshot to %1.").arg(*options.screenshot)
            << Qt::endl;
        return 1;
    }
    return 0;
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
    Options options = parseOptions(*app);

    QApplication::setApplicationDisplayName(QCoreApplication::translate("main", "Warmaster Table Assistant"));
    QTextStream err(stderr);
    wm::AppStartup startUp;
    if (!openDatabase(startUp, options, err))
        return 1;

    // Declared before the window, which holds its game to the end.
    std::optional<ShownGame> shown;
    wm::MainWindow window;
    startUp.showIn(window);
    if (options.readOnly)
        window.setReadOnly();
    if (options.screenshot)
        return takeScreenshot(window, startUp, options, shown, err);

    window.show();
    for (const auto &notice : startUp.notices())
        window.showNotice(notice.title, notice.text);
    return app->exec();
}
