// SPDX-License-Identifier: GPL-3.0-or-later
#include "diceentry.h"

#include <algorithm>

namespace wm {

namespace {

// Faces may be separated by spaces, commas, semicolons, slashes or dashes, as people jot them down;
// the full-width, ideographic and Arabic commas and semicolons are the same marks typed with a keyboard
// of another script.
bool isSeparator(char32_t c)
{
    static constexpr char32_t Marks[] = {
        U',',      U';', U'/',
        U'\u3001', // ideographic comma
        U'\uFF0C', // full-width comma
        U'\uFF1B', // full-width semicolon
        U'\uFF0F', // full-width slash
        U'\uFF0D', // full-width hyphen-minus
        U'\u060C', // Arabic comma
        U'\u061B', // Arabic semicolon
    };
    return QChar::isSpace(c) || QChar::category(c) == QChar::Punctuation_Dash ||
           std::find(std::begin(Marks), std::end(Marks), c) != std::end(Marks);
}

// A die's face in any script's decimal digits: "3", the full-width "３" and the Arabic-Indic "٣" are all
// three, as the keyboard a player types with decides which one he gets.
bool isDigit(char32_t c)
{
    return QChar::category(c) == QChar::Number_DecimalDigit;
}

QString shown(char32_t c)
{
    return QString::fromUcs4(&c, 1);
}

} // namespace

Result<QList<int>> DiceEntry::read(const QString &text, const DiceRequest &request)
{
    const QString field = QStringLiteral("dice");
    // Code points, not UTF-16 units: the mathematical digits and other marks beyond the first 65,536
    // come as two units each.
    const QList<uint> ucs4 = text.trimmed().toUcs4();
    const QList<char32_t> typed(ucs4.cbegin(), ucs4.cend());
    const int wanted = request.count;
    if (typed.isEmpty())
        return Error{field, wanted == 1
                                ? tr("Type the face of the die you rolled.")
                                : tr("Type the faces of the %1 dice you rolled, for example 3 5 6.").arg(wanted)};

    for (const char32_t c : typed) {
        if (!isDigit(c) && !isSeparator(c))
            return Error{
                field,
                tr("\"%1\" is not a face of a die: type the faces as numbers, for example 3 5 6.").arg(shown(c))};
    }

    // With no separator, every digit is one die ("356"); with separators, each group is one die, so
    // that a "12" is reported as the number it is rather than read as a 1 and a 2. A group holds the
    // digits' values.
    QList<QList<int>> groups;
    const bool separated = std::any_of(typed.cbegin(), typed.cend(), isSeparator);
    QList<int> group;
    for (const char32_t c : typed) {
        if (isSeparator(c)) {
            if (!group.isEmpty())
                groups.append(group);
            group.clear();
        } else {
            group.append(QChar::digitValue(c));
            if (!separated) {
                groups.append(group);
                group.clear();
            }
        }
    }
    if (!group.isEmpty())
        groups.append(group);

    QList<int> faces;
    faces.reserve(groups.size());
    for (qsizetype i = 0; i < groups.size(); ++i) {
        const QList<int> &digits = groups.at(i);
        if (digits.size() > 1 || digits.first() < 1 || digits.first() > 6) {
            // The number as the player reads it, in the digits this message is written in.
            QString number;
            for (int digit : digits)
                number += QChar(u'0' + digit);
            return Error{field, tr("Die %1 shows %2, but a die shows 1 to 6.").arg(i + 1).arg(number)};
        }
        faces.append(digits.first());
    }

    if (faces.size() != wanted) {
        const QString typedCount =
            faces.size() == 1 ? tr("1 face was typed") : tr("%1 faces were typed").arg(faces.size());
        return Error{field, wanted == 1
                                ? tr("%1 needs 1 die, but %2.").arg(request.title(), typedCount)
                                : tr("%1 needs %2 dice, but %3.").arg(request.title()).arg(wanted).arg(typedCount)};
    }
    return faces;
}

} // namespace wm
