// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QLibraryInfo>
#include <QLocale>
#include <QTextStream>
#include <QTranslator>

#include <memory>

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
    parser.process(*app);

    QApplication::setApplicationDisplayName(QCoreApplication::translate("main", "Warmaster Table Assistant"));
    wm::MainWindow window;

    if (parser.isSet(screenshot)) {
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
    return app->exec();
}
