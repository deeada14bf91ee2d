// SPDX-License-Identifier: GPL-3.0-or-later
// wmassist-armies WM-SELECTOR-FOLDER OUTPUT-FOLDER: converts the wm-selector army lists into
// wmassist's own files and tells everything it could not map.

#include "core/armies/armiesdoc.h"
#include "core/armies/armylists.h"
#include "core/conversion/wmselectorconverter.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>
#include <QTextStream>

using namespace wm;

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("wmassist-armies"));
    QCoreApplication::setApplicationVersion(QStringLiteral(WMASSIST_VERSION));

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QCoreApplication::translate("main", "Converts the wm-selector army lists into wmassist's army list files."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(
        QStringLiteral("source"),
        QCoreApplication::translate("main", "The wm-selector folder with "
                                            "warmaster-armies/, warmaster-revolution/ and magic-items/."));
    parser.addPositionalArgument(QStringLiteral("output"),
                                 QCoreApplication::translate("main", "The folder to write index.json, the "
                                                                     "lists and the magic items to."));
    const QCommandLineOption doc(QStringLiteral("doc"),
                                 QCoreApplication::translate("main", "Also write the special-rules table of every "
                                                                     "army (docs/armies.md) to <file>."),
                                 QStringLiteral("file"));
    parser.addOption(doc);
    parser.process(app);
    const QStringList args = parser.positionalArguments();
    QTextStream err(stderr);
    if (args.size() != 2) {
        err << parser.helpText();
        return 2;
    }

    WmSelectorConverter converter;
    const Result<QList<ArmyList>> lists = converter.convertFolder(args.at(0));
    if (!lists) {
        err << lists.error().message << '\n';
        return 1;
    }
    for (const ConversionIssue &issue : converter.issues())
        err << issue.toString() << '\n';
    for (const QString &note : converter.unusedNotes())
        err << QCoreApplication::translate("main", "note not used by any list: %1").arg(note) << '\n';

    if (const std::optional<Error> error =
            ArmyLists::write(lists.value(), args.at(1), WmSelectorConverter::DataVersion, converter.magicItems())) {
        err << error->message << '\n';
        return 1;
    }
    if (parser.isSet(doc)) {
        QFile file(parser.value(doc));
        if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) ||
            file.write(ArmiesDoc::markdown(lists.value()).toUtf8()) < 0) {
            err << QCoreApplication::translate("main", "%1: cannot write: %2").arg(file.fileName(), file.errorString())
                << '\n';
            return 1;
        }
    }
    QTextStream(stdout) << QCoreApplication::translate("main", "%1 lists written to %2, %3 things reported.")
                               .arg(lists->size())
                               .arg(args.at(1))
                               .arg(converter.issues().size())
                        << '\n';
    return 0;
}
