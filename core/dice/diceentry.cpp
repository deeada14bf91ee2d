// SPDX-License-Identifier: GPL-3.0-or-later
#include "diceentry.h"

#include <algorithm>

namespace wm {

namespace {

// Faces may be separated by spaces, commas, semicolons, slashes or dashes, as people jot them down.
bool isSeparator(QChar c)
{
    return c.isSpace() || c == QLatin1Char(',') || c == QLatin1Char(';') || c == QLatin1Char('/') ||
           c == QLatin1Char('-');
}

} // namespace

Result<QList<int>> DiceEntry::read(const QString &text, const DiceRequest &request)
{
    const QString field = QStringLiteral("dice");
    const QString trimmed = text.trimmed();
    const int wanted = request.count;
    if (trimmed.isEmpty())
        return Error{field, wanted == 1
                                ? tr("Type the face of the die you rolled.")
                                : tr("Type the faces of the %1 dice you rolled, for example 3 5 6.").arg(wanted)};

    for (const QChar c : trimmed) {
        if (!c.isDigit() && !isSeparator(c))
            return Error{
                field,
                tr("\"%1\" is not a face of a die: type the faces as numbers, for example 3 5 6.").arg(QString(c))};
    }

    // With no separator, every digit is one die ("356"); with separators, each group is one die, so
    // that a "12" is reported as the number it is rather than read as a 1 and a 2.
    QStringList groups;
    const bool separated = std::any_of(trimmed.cbegin(), trimmed.cend(), isSeparator);
    if (separated) {
        QString group;
        for (const QChar c : trimmed) {
            if (isSeparator(c)) {
                if (!group.isEmpty())
                    groups.append(group);
                group.clear();
            } else {
                group.append(c);
            }
        }
        if (!group.isEmpty())
            groups.append(group);
    } else {
        for (const QChar c : trimmed)
            groups.append(QString(c));
    }

    QList<int> faces;
    faces.reserve(groups.size());
    for (qsizetype i = 0; i < groups.size(); ++i) {
        const int face = groups.at(i).toInt();
        if (face < 1 || face > 6 || groups.at(i).size() > 1)
            return Error{field, tr("Die %1 shows %2, but a die shows 1 to 6.").arg(i + 1).arg(groups.at(i))};
        faces.append(face);
    }

    if (faces.size() != wanted) {
        const QString typed = faces.size() == 1 ? tr("1 face was typed") : tr("%1 faces were typed").arg(faces.size());
        return Error{field, wanted == 1 ? tr("%1 needs 1 die, but %2.").arg(request.title(), typed)
                                        : tr("%1 needs %2 dice, but %3.").arg(request.title()).arg(wanted).arg(typed)};
    }
    return faces;
}

} // namespace wm
