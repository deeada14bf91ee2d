// SPDX-License-Identifier: GPL-3.0-or-later
#include "rosterimport.h"

#include "core/limits.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

// The three formats live in their own files: wmselectorlink.cpp and warmustercode.cpp. This one
// picks the reader for what a player pasted or opened, and holds what they share.

namespace wm {

namespace {

bool isWmSelectorLink(const QString &token)
{
    return token.contains(QLatin1String("jsonPath="));
}

bool isWarmusterCode(const QString &token)
{
    return token.contains(QLatin1String("WMR0.")) || token.contains(QLatin1String("WMR1.")) ||
           token.contains(QLatin1String("#list="));
}

// A backup is a JSON object; links and codes never start with a brace.
bool looksLikeJson(const QString &text)
{
    return text.trimmed().startsWith(QLatin1Char('{'));
}

} // namespace

int RosterImport::defaultPointsLimit(int points)
{
    // Armies are built to round limits; the smallest round limit that holds the roster is the
    // likeliest one it was built for. An empty roster gets the usual 2000.
    constexpr int Step = 500;
    if (points <= 0)
        return 2000;
    return (points + Step - 1) / Step * Step;
}

std::optional<Error> RosterImport::finish(ImportedRoster &imported, int givenLimit, const QString &source)
{
    const int points = imported.roster.points();
    if (givenLimit > 0) {
        imported.roster.pointsLimit = givenLimit;
    } else if (points > Limits::PointsLimit) {
        return Error{QStringLiteral("pointsLimit"),
                     tr("%1: the roster costs %2 points, more than the %3 an army may have.")
                         .arg(source)
                         .arg(points)
                         .arg(Limits::PointsLimit)};
    } else {
        imported.roster.pointsLimit = defaultPointsLimit(points);
        if (points > 0)
            imported.notes.append(tr("No points limit was given: it is set to %1, the roster's %2 points rounded up "
                                     "to the next 500.")
                                      .arg(imported.roster.pointsLimit)
                                      .arg(points));
        else
            imported.notes.append(tr("No points limit was given and the roster has no points: it is set to %1.")
                                      .arg(imported.roster.pointsLimit));
    }
    // Each reader checks what it reads as it goes; this makes sure that what it built can be saved and
    // read back as it is.
    if (const QList<Error> problems = imported.roster.validate(); !problems.isEmpty())
        return Error{problems.first().field, tr("%1: %2").arg(source, problems.first().message)};
    return std::nullopt;
}

Result<QList<ImportedRoster>> RosterImport::fromText(const QString &text, const ArmyLists &lists)
{
    if (looksLikeJson(text))
        return fromWarmusterBackup(text.toUtf8(), tr("the pasted text"), lists);

    static const QRegularExpression whiteSpace(QStringLiteral("\\s+"));
    QStringList sources;
    for (const QString &token : text.split(whiteSpace, Qt::SkipEmptyParts)) {
        if (isWmSelectorLink(token) || isWarmusterCode(token))
            sources.append(token);
    }
    if (sources.isEmpty())
        return Error{QStringLiteral("text"), tr("The text holds no wm-selector link and no Warmuster share code.")};
    if (sources.size() > Limits::ImportedRosters)
        return Error{QStringLiteral("text"),
                     tr("The text holds %1 links and codes; wmassist imports at most %2 at once.")
                         .arg(sources.size())
                         .arg(Limits::ImportedRosters)};

    QList<ImportedRoster> result;
    for (qsizetype i = 0; i < sources.size(); ++i) {
        const QString &source = sources.at(i);
        Result<ImportedRoster> imported =
            isWmSelectorLink(source) ? fromWmSelectorLink(source, lists) : fromWarmusterCode(source, lists);
        if (!imported) {
            if (sources.size() == 1)
                return imported.error();
            // With several, the player needs to know which one failed.
            return Error{imported.error().field,
                         tr("Link or code %1 of %2: %3").arg(i + 1).arg(sources.size()).arg(imported.error().message)};
        }
        result.append(std::move(imported).value());
    }
    return result;
}

Result<QList<ImportedRoster>> RosterImport::fromFile(const QString &path, const ArmyLists &lists)
{
    const QString shown = QDir::toNativeSeparators(path);
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Error{QStringLiteral("file"), tr("%1: cannot be read: %2").arg(shown, file.errorString())};
    if (file.size() > Limits::ImportFileBytes)
        return Error{QStringLiteral("file"), tr("%1: is larger than %2 MiB, more than any roster file holds.")
                                                 .arg(shown)
                                                 .arg(Limits::ImportFileBytes / (1024 * 1024))};
    const QByteArray bytes = file.read(Limits::ImportFileBytes);
    if (file.error() != QFileDevice::NoError)
        return Error{QStringLiteral("file"), tr("%1: cannot be read: %2").arg(shown, file.errorString())};

    const QString text = QString::fromUtf8(bytes);
    if (looksLikeJson(text))
        return fromWarmusterBackup(bytes, QFileInfo(path).fileName(), lists);
    return fromText(text, lists);
}

} // namespace wm
