// SPDX-License-Identifier: GPL-3.0-or-later
#include "wmselectorconverter.h"

#include "core/conversion/wmselectorlistconversion.h"
#include "core/conversion/wmselectormagicitems.h"
#include "core/conversion/wmselectornotes.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

namespace wm {

namespace {

QRegularExpression exactly(const char *pattern)
{
    return QRegularExpression(QLatin1String("^(?:") + QString::fromLatin1(pattern) + QLatin1String(")$"),
                              QRegularExpression::CaseInsensitiveOption);
}

// The shooting part of an attack value, after the slash: a number, or one of the forms the lists give
// the war machines and other weapons ("3 + bounce", "3-2-1", "2-1", "1 per stand", "D6"). False when it
// is none of them.
bool readShootingAttacks(const QString &shooting, const QString &unitName, ParsedAttack &parsed)
{
    static const QRegularExpression number = exactly("\\d+");
    static const QRegularExpression bounce = exactly("(\\d+) ?\\+ ?b(?:ounce)?");
    static const QRegularExpression bands = exactly("(\\d+)-(\\d+)-(\\d+)");
    static const QRegularExpression twoRanges = exactly("(\\d+)-(\\d+)");
    static const QRegularExpression rolled = exactly("(\\d*)D6");
    static const QRegularExpression perStand = exactly("(\\d+) per stand");
    const QRegularExpressionMatch bounceMatch = bounce.match(shooting);
    const QRegularExpressionMatch bandsMatch = bands.match(shooting);
    const QRegularExpressionMatch twoRangesMatch = twoRanges.match(shooting);
    const QRegularExpressionMatch perStandMatch = perStand.match(shooting);
    const QRegularExpressionMatch rolledMatch = rolled.match(shooting);
    if (number.match(shooting).hasMatch()) {
        parsed.shootingAttacks = shooting.toInt();
    } else if (bounceMatch.hasMatch()) {
        parsed.shootingAttacks = bounceMatch.captured(1).toInt();
        parsed.weapon = Weapon::Cannon;
    } else if (bandsMatch.hasMatch()) {
        // The Helblaster's profile holds its most attacks, those at short range.
        parsed.shootingAttacks = bandsMatch.captured(1).toInt();
        parsed.weapon = Weapon::Helblaster;
    } else if (twoRangesMatch.hasMatch()) {
        // Repeating crossbows: the attacks at full range are the ones every shot has.
        parsed.shootingAttacks = twoRangesMatch.captured(2).toInt();
        parsed.shortRangeShootingAttacks = twoRangesMatch.captured(1).toInt();
    } else if (perStandMatch.hasMatch()) {
        parsed.shootingAttacks = perStandMatch.captured(1).toInt();
        parsed.weapon = Weapon::BoltThrower;
    } else if (rolledMatch.hasMatch()) {
        const int count = rolledMatch.captured(1).isEmpty() ? 1 : rolledMatch.captured(1).toInt();
        if (count < 1)
            return false;
        // The profile of a weapon that rolls its attacks holds the dice rolled for them.
        parsed.shootingAttacks = count;
        if (count == 2)
            parsed.weapon = Weapon::FlameCannon;
        else if (count == 1 && unitName.contains(QLatin1String("Death Rocket"), Qt::CaseInsensitive))
            parsed.weapon = Weapon::DeathRocket;
        else if (count == 1 && unitName.contains(QLatin1String("Rocket Launcher"), Qt::CaseInsensitive))
            parsed.weapon = Weapon::RocketLauncher;
        else
            parsed.rolledShots = true;
    } else {
        return false;
    }
    return true;
}

} // namespace

QString ConversionIssue::toString() const
{
    QStringList parts{list};
    if (!item.isEmpty())
        parts.append(item);
    if (!field.isEmpty())
        parts.append(field);
    return parts.join(QLatin1String(": ")) + QLatin1String(": ") + message;
}

std::optional<ParsedAttack> WmSelectorConverter::parseAttack(const QJsonValue &attack, const QString &unitName)
{
    ParsedAttack parsed;
    if (attack.isDouble()) {
        const double n = attack.toDouble();
        if (n < 0 || n != static_cast<double>(attack.toInt()))
            return std::nullopt;
        parsed.combatAttacks = attack.toInt();
        return parsed;
    }
    if (!attack.isString())
        return std::nullopt;
    const QString text = attack.toString().simplified();

    static const QRegularExpression number = exactly("\\d+");
    static const QRegularExpression bonus = exactly("\\+(\\d+)(?:/\\+(\\d+))?");
    static const QRegularExpression dice = exactly("D6");
    if (number.match(text).hasMatch()) {
        parsed.combatAttacks = text.toInt();
        return parsed;
    }
    if (const QRegularExpressionMatch m = bonus.match(text); m.hasMatch()) {
        parsed.isBonus = true;
        parsed.combatAttacks = m.captured(1).toInt();
        if (!m.captured(2).isEmpty())
            parsed.shootingAttacks = m.captured(2).toInt();
        return parsed;
    }
    if (dice.match(text).hasMatch()) {
        parsed.rolledCombat = true;
        return parsed;
    }

    const qsizetype slash = text.indexOf(QLatin1Char('/'));
    if (slash < 0)
        return std::nullopt;
    const QString combat = text.left(slash).trimmed();
    const QString shooting = text.mid(slash + 1).trimmed();
    if (!number.match(combat).hasMatch())
        return std::nullopt;
    parsed.combatAttacks = combat.toInt();

    if (!readShootingAttacks(shooting, unitName, parsed))
        return std::nullopt;
    if (parsed.shootingAttacks && *parsed.shootingAttacks < 1)
        return std::nullopt;
    return parsed;
}

std::optional<int> WmSelectorConverter::parseRange(const QJsonValue &range)
{
    if (!range.isString())
        return std::nullopt;
    static const QRegularExpression cm = exactly("(?:(\\d+) ?- ?)?(\\d+) ?cm");
    const QRegularExpressionMatch m = cm.match(range.toString().trimmed());
    if (!m.hasMatch() || m.captured(2).toInt() < 1)
        return std::nullopt;
    return m.captured(2).toInt();
}

QString WmSelectorConverter::sourceFolder(RulesetId ruleset)
{
    switch (ruleset) {
    case RulesetId::Warmaster:
        return QStringLiteral("warmaster-armies");
    case RulesetId::Revolution:
        return QStringLiteral("warmaster-revolution");
    }
    return {};
}

QString WmSelectorConverter::shown(const QJsonValue &value)
{
    if (value.isString())
        return QLatin1Char('"') + value.toString() + QLatin1Char('"');
    if (value.isUndefined())
        return tr("nothing");
    return QString::fromUtf8(QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact)).mid(1).chopped(1);
}

Result<ArmyList> WmSelectorConverter::convert(const QByteArray &json, const QString &fileName, RulesetId ruleset,
                                              const QString &armyKey)
{
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return Error{QString(), tr("%1: not valid JSON at character %2: %3")
                                    .arg(fileName)
                                    .arg(parseError.offset)
                                    .arg(parseError.errorString())};
    if (!doc.isObject() || !doc.object().value(QStringLiteral("units")).isObject())
        return Error{QStringLiteral("units"), tr("%1: not a wm-selector army list: no units").arg(fileName)};
    if (ArmyList::slug(armyKey) != armyKey || armyKey.isEmpty())
        return Error{QString(), tr("%1: \"%2\" cannot be a list's key").arg(fileName, armyKey)};
    WmSelectorListConversion conversion = WmSelectorListConversion::run(doc.object(), ruleset, armyKey);
    m_issues += conversion.issues;
    m_usedNotes.unite(conversion.usedNotes);
    return conversion.list;
}

Result<QList<ArmyList>> WmSelectorConverter::convertFolder(const QString &wmSelectorFolder)
{
    QList<ArmyList> lists;
    for (RulesetId ruleset : {RulesetId::Warmaster, RulesetId::Revolution}) {
        const QDir dir(QDir(wmSelectorFolder).filePath(sourceFolder(ruleset)));
        if (!dir.exists())
            return Error{QString(), tr("%1: no such folder").arg(QDir::toNativeSeparators(dir.path()))};
        const QStringList files = dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
        for (const QString &file : files) {
            QFile f(dir.filePath(file));
            if (!f.open(QIODevice::ReadOnly))
                return Error{QString(), tr("%1: cannot be read: %2").arg(f.fileName(), f.errorString())};
            Result<ArmyList> list = convert(f.readAll(), file, ruleset, QFileInfo(file).completeBaseName());
            if (!list)
                return list.error();
            lists.append(std::move(list).value());
        }
    }

    m_magicItems.clear();
    for (RulesetId ruleset : {RulesetId::Warmaster, RulesetId::Revolution}) {
        QFile f(QDir(wmSelectorFolder).filePath(WmSelectorMagicItems::sourceFile(ruleset)));
        if (!f.open(QIODevice::ReadOnly))
            return Error{QString(), tr("%1: cannot be read: %2").arg(f.fileName(), f.errorString())};
        Result<WmSelectorMagicItems> items =
            WmSelectorMagicItems::run(f.readAll(), WmSelectorMagicItems::sourceFile(ruleset), ruleset, DataVersion);
        if (!items)
            return items.error();
        m_issues += items->issues;
        m_magicItems.append(items->items);
    }
    return lists;
}

QStringList WmSelectorConverter::unusedNotes() const
{
    QStringList unused;
    for (const RuleNote *note : WmSelectorNotes::all()) {
        if (!m_usedNotes.contains(note))
            unused.append((QString::fromLatin1(note->scope).isEmpty()
                               ? QString()
                               : QString::fromLatin1(note->scope) + QLatin1String(": ")) +
                          QString::fromUtf8(note->rule));
    }
    return unused;
}

} // namespace wm
