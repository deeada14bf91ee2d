// SPDX-License-Identifier: GPL-3.0-or-later
// wmassist-cli replay GAME.json: the state a game file's actions lead to, as JSON.
// wmassist-cli import SOURCE: a roster from a wm-selector link, a Warmuster code or backup, as a
// wmassist roster file.
// wmassist-cli check DATABASE: every game of a wmassist database replayed from its setup, and each
// battle kept to open it quickly (a snapshot) compared with the replay.
// wmassist-cli reference [--ruleset warmaster|revolution] [--format text|json]: every table of the
// quick reference, from the same rules as the app's.
// wmassist-cli odds shoot|order|drive-back ...: the exact odds of a roll, as JSON (oddscommand.h).
// wmassist-cli report GAME.json [--format md|html|pdf] [-o FILE]: the battle report (reportcommand.h).
// Errors go to stderr with a non-zero exit code (docs/formats.md).

#include "cliexit.h"
#include "oddscommand.h"
#include "reportcommand.h"

#include "core/armies/armylists.h"
#include "core/game/gamejson.h"
#include "core/game/gamesession.h"
#include "core/game/statejson.h"
#include "core/reference/quickreference.h"
#include "core/reference/referenceformat.h"
#include "core/roster/rosterimport.h"
#include "core/roster/rosterjson.h"
#include "core/storage/database.h"
#include "core/storage/gamestore.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QTextStream>

using namespace wm;
using namespace wm::cli;

namespace {

// The translation context of the command line's texts.
struct Cli
{
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

bool writeOut(const QByteArray &bytes, const QString &path)
{
    if (path.isEmpty() || path == QLatin1String("-")) {
        QFile out;
        if (!out.open(stdout, QIODevice::WriteOnly) || out.write(bytes) != bytes.size()) {
            err() << Cli::tr("Cannot write to the standard output.") << Qt::endl;
            return false;
        }
        return true;
    }
    // Written whole or not at all: a roster file is never left half written.
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        err() << Cli::tr("Cannot write %1: %2").arg(path, file.errorString()) << Qt::endl;
        return false;
    }
    return true;
}

int replay(const QStringList &args)
{
    if (args.size() != 1) {
        err() << Cli::tr("Usage: wmassist-cli replay GAME.json") << Qt::endl;
        return BadArguments;
    }
    const QString &path = args.constFirst();
    const auto bytes = GameJson::fileBytes(path);
    if (!bytes) {
        err() << bytes.error().message << Qt::endl;
        return Failed;
    }
    const auto game = GameJson::read(bytes.value(), QFileInfo(path).fileName());
    if (!game) {
        err() << game.error().message << Qt::endl;
        return Failed;
    }
    return writeOut(StateJson::write(game.value()), {}) ? Done : Failed;
}

int import(const QStringList &args, const QString &output)
{
    if (args.size() != 1) {
        err() << Cli::tr("Usage: wmassist-cli import [--output FILE] SOURCE") << Qt::endl;
        return BadArguments;
    }
    const auto lists = ArmyLists::builtIn();
    if (!lists) {
        err() << lists.error().message << Qt::endl;
        return Failed;
    }
    const QString &source = args.constFirst();
    const auto imported = QFileInfo::exists(source) ? RosterImport::fromFile(source, lists.value())
                                                    : RosterImport::fromText(source, lists.value());
    if (!imported) {
        err() << imported.error().message << Qt::endl;
        return Failed;
    }
    const QList<ImportedRoster> &rosters = imported.value();
    if (rosters.isEmpty()) {
        err() << Cli::tr("%1 holds no roster.").arg(source) << Qt::endl;
        return Failed;
    }
    if (rosters.size() > 1 && output.isEmpty()) {
        err() << Cli::tr("%1 holds several rosters: give a folder to write them to with --output.").arg(source)
              << Qt::endl;
        return BadArguments;
    }

    bool partly = false;
    for (qsizetype i = 0; i < rosters.size(); ++i) {
        const ImportedRoster &r = rosters.at(i);
        for (const QString &note : r.notes)
            err() << Cli::tr("%1: %2").arg(r.roster.name, note) << Qt::endl;
        for (const QString &unknown : r.unknown)
            err() << Cli::tr("%1: not found in wmassist's army lists, left out: %2").arg(r.roster.name, unknown)
                  << Qt::endl;
        partly = partly || !r.unknown.isEmpty();
        QString path = output;
        if (rosters.size() > 1) {
            if (!QDir().mkpath(output)) {
                err() << Cli::tr("Cannot make the folder %1.").arg(output) << Qt::endl;
                return Failed;
            }
            path = QDir(output).filePath(QStringLiteral("%1-%2.json").arg(i + 1).arg(ArmyList::slug(r.roster.name)));
        }
        if (!writeOut(RosterJson::write(r.roster), path))
            return Failed;
    }
    return partly ? PartlyImported : Done;
}

int check(const QStringList &args)
{
    if (args.size() != 1) {
        err() << Cli::tr("Usage: wmassist-cli check DATABASE") << Qt::endl;
        return BadArguments;
    }
    // Only read: a check never changes the games it looks at, and may run while wmassist has them open.
    Database database;
    if (auto error = database.openReadOnly(args.constFirst())) {
        err() << error->message << Qt::endl;
        return Failed;
    }
    GameStore store(database);
    QTextStream out(stdout);
    bool allAgree = true;
    for (GameId id : store.games()) {
        const auto differing = GameSession::check(store, id);
        if (!differing) {
            err() << Cli::tr("Game %1: %2").arg(id).arg(differing.error().message) << Qt::endl;
            allAgree = false;
        } else if (!differing.value().isEmpty()) {
            QStringList places;
            for (int seq : differing.value())
                places << QString::number(seq);
            err() << Cli::tr("Game %1: the battle kept after action %2 differs from the replay of its actions.")
                         .arg(id)
                         .arg(places.join(QStringLiteral(", ")))
                  << Qt::endl;
            allAgree = false;
        } else {
            out << Cli::tr("Game %1: replays, and every battle kept agrees.").arg(id) << Qt::endl;
        }
    }
    return allAgree ? Done : Failed;
}

int reference(const QStringList &args, const QString &rulesetKey, const QString &format)
{
    if (!args.isEmpty()) {
        err() << Cli::tr("Usage: wmassist-cli reference [--ruleset warmaster|revolution] [--format text|json]")
              << Qt::endl;
        return BadArguments;
    }
    const auto id = enumFromKey<RulesetId>(rulesetKey.isEmpty() ? QStringLiteral("warmaster") : rulesetKey);
    if (!id) {
        err() << Cli::tr("Unknown ruleset \"%1\": use warmaster or revolution.").arg(rulesetKey) << Qt::endl;
        return BadArguments;
    }
    if (!format.isEmpty() && format != QLatin1String("text") && format != QLatin1String("json")) {
        err() << Cli::tr("Unknown format \"%1\": use text or json.").arg(format) << Qt::endl;
        return BadArguments;
    }
    const Ruleset ruleset = Ruleset::forId(*id);
    // The shooting ranges come from the army lists wmassist ships.
    const auto lists = ArmyLists::builtIn();
    if (!lists) {
        err() << lists.error().message << Qt::endl;
        return Failed;
    }
    const QList<ReferenceTable> tables = QuickReference::tables(ruleset, {.lists = lists.value().lists()});
    const QByteArray bytes = format == QLatin1String("json") ? ReferenceFormat::toJson(ruleset, tables)
                                                             : ReferenceFormat::toText(ruleset, tables).toUtf8();
    return writeOut(bytes, {}) ? Done : Failed;
}

} // namespace

int main(int argc, char *argv[])
{
    // The report draws its plots and lays out its PDF with widgets: off screen, as no window is shown.
    if (argc > 1 && qstrcmp(argv[1], "report") == 0) {
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        QApplication app(argc, argv);
        QCoreApplication::setApplicationName(QStringLiteral("wmassist-cli"));
        QCoreApplication::setApplicationVersion(QStringLiteral(WMASSIST_VERSION));
        return reportCommand(QCoreApplication::arguments().mid(2));
    }
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("wmassist-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(WMASSIST_VERSION));
    // The odds take options of their own (--dice, --hit...), read by their own parser.
    if (const QStringList raw = QCoreApplication::arguments(); raw.size() > 1 && raw.at(1) == QLatin1String("odds"))
        return oddsCommand(raw.mid(2));

    QCommandLineParser parser;
    parser.setApplicationDescription(
        Cli::tr("Warmaster Table Assistant on the command line.\n\n"
                "Commands:\n"
                "  replay GAME.json   replay a game file and print where the game stands, as JSON\n"
                "  import SOURCE      turn a wm-selector link, a Warmuster code or link, or a file holding\n"
                "                     them or a Warmuster backup into a wmassist roster file\n"
                "  check DATABASE     replay every game of a wmassist database and compare the battles\n"
                "                     it keeps to open games quickly with the replay\n"
                "  reference          print every table of the quick reference (--ruleset, --format)\n"
                "  odds shoot|order|drive-back ...\n"
                "                     the exact odds of a shot, an order or a drive back, as JSON\n"
                "  report GAME.json   the battle report of a game file (--format md|html|pdf, -o FILE)"));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption output(QStringList{QStringLiteral("o"), QStringLiteral("output")},
                                    Cli::tr("Write the roster to <file> instead of the standard output (a folder "
                                            "when the source holds several rosters)."),
                                    Cli::tr("file"));
    parser.addOption(output);
    const QCommandLineOption rulesetOption(QStringLiteral("ruleset"),
                                           Cli::tr("With reference: the rules of <ruleset>, warmaster (the "
                                                   "default) or revolution."),
                                           Cli::tr("ruleset"));
    parser.addOption(rulesetOption);
    const QCommandLineOption formatOption(QStringLiteral("format"),
                                          Cli::tr("With reference: print as <format>, text (the default) or json."),
                                          Cli::tr("format"));
    parser.addOption(formatOption);
    parser.addPositionalArgument(QStringLiteral("command"),
                                 Cli::tr("replay, import, check, reference, odds or report"));
    parser.process(app);

    QStringList args = parser.positionalArguments();
    if (args.isEmpty()) {
        err() << parser.helpText();
        return BadArguments;
    }
    const QString command = args.takeFirst();
    if (command == QLatin1String("replay"))
        return replay(args);
    if (command == QLatin1String("import"))
        return import(args, parser.value(output));
    if (command == QLatin1String("check"))
        return check(args);
    if (command == QLatin1String("reference"))
        return reference(args, parser.value(rulesetOption), parser.value(formatOption));
    err() << Cli::tr("Unknown command \"%1\": use replay, import, check, reference, odds or report.").arg(command)
          << Qt::endl;
    return BadArguments;
}
