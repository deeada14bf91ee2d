// SPDX-License-Identifier: GPL-3.0-or-later
// RosterImport::fromWmSelectorLink: the share links of the wm-selector army builder.
//
// A link's hash holds a query string: jsonPath names the list ("warmaster-revolution/empire", with or
// without ".json"), label the army's name, "N=count" asks for count units of the unit with order N,
// and "N-M=count" gives count of those units the upgrade with order M. wm-selector's magic items have
// letters for their order ("10-SwM=1"), the codes the ruleset's magic items keep as wmSelectorOrder.
// wmassist's lists keep wm-selector's order numbers.
#include "core/limits.h"
#include "core/roster/rosterimport.h"
#include "core/roster/rosterunits.h"

#include <QHash>
#include <QList>
#include <QMap>
#include <QRegularExpression>
#include <QUrl>

#include <algorithm>

namespace wm {

namespace {

// The folders of wm-selector's lists, and the ruleset each is for.
struct WmSelectorFolder
{
    QLatin1String name{};
    RulesetId ruleset = RulesetId::Warmaster;
};

constexpr WmSelectorFolder Folders[] = {
    {QLatin1String("warmaster-armies"), RulesetId::Warmaster},
    {QLatin1String("warmaster-revolution"), RulesetId::Revolution},
};

const QString LinkField = QStringLiteral("link");

// The query string of a link: after "#" and "?" when the link has them, else the whole text.
QString queryOf(const QString &link)
{
    QString query = link.trimmed();
    const qsizetype hash = query.indexOf(QLatin1Char('#'));
    if (hash >= 0)
        query = query.mid(hash + 1);
    const qsizetype question = query.indexOf(QLatin1Char('?'));
    if (question >= 0)
        query = query.mid(question + 1);
    return query;
}

// wm-selector's router reads "+" as a space, as forms do.
QString decoded(QString part)
{
    part.replace(QLatin1Char('+'), QLatin1Char(' '));
    return QUrl::fromPercentEncoding(part.toUtf8());
}

struct UpgradeRequest
{
    QString order; // digits for an upgrade of the list, letters for a magic item
    int count = 0;
};

// Upgrades of the list in their order, magic items after them.
bool upgradeOrderLess(const UpgradeRequest &a, const UpgradeRequest &b)
{
    bool aNumber = false;
    bool bNumber = false;
    const int aOrder = a.order.toInt(&aNumber);
    const int bOrder = b.order.toInt(&bNumber);
    if (aNumber != bNumber)
        return aNumber;
    if (aNumber)
        return aOrder < bOrder;
    return a.order < b.order;
}

} // namespace

Result<ImportedRoster> RosterImport::fromWmSelectorLink(const QString &link, const ArmyLists &lists)
{
    if (link.size() > Limits::LinkLength)
        return Error{LinkField, tr("The wm-selector link is %1 characters long; wmassist reads links of at most %2.")
                                    .arg(link.size())
                                    .arg(Limits::LinkLength)};

    // The parameters, in the link's order.
    QList<std::pair<QString, QString>> params;
    QHash<QString, QString> byKey;
    for (const QString &pair : queryOf(link).split(QLatin1Char('&'), Qt::SkipEmptyParts)) {
        const qsizetype equals = pair.indexOf(QLatin1Char('='));
        const QString key = decoded(equals < 0 ? pair : pair.left(equals));
        const QString value = equals < 0 ? QString() : decoded(pair.mid(equals + 1));
        if (byKey.contains(key))
            return Error{LinkField, tr("The wm-selector link gives \"%1\" twice.").arg(key)};
        byKey.insert(key, value);
        params.append({key, value});
    }

    QString path = byKey.value(QStringLiteral("jsonPath")).trimmed();
    if (path.isEmpty())
        return Error{LinkField, tr("The wm-selector link names no army list: it has no jsonPath.")};
    if (path.startsWith(QLatin1Char('/')))
        path.remove(0, 1);
    if (path.endsWith(QLatin1String(".json")))
        path.chop(5);

    const QString folder = path.section(QLatin1Char('/'), 0, 0);
    const auto known = std::find_if(std::begin(Folders), std::end(Folders),
                                    [&folder](const WmSelectorFolder &f) { return f.name == folder; });
    if (known == std::end(Folders))
        return Error{LinkField, tr("The wm-selector link names the list \"%1\"; wmassist reads only the lists of "
                                   "warmaster-armies (Warmaster) and warmaster-revolution (Warmaster Revolution).")
                                    .arg(path)};
    const ArmyList *list = nullptr;
    for (const ArmyList &candidate : lists.lists(known->ruleset)) {
        if (candidate.wmSelectorPath == path)
            list = lists.find(candidate.ruleset, candidate.key);
    }
    if (!list)
        return Error{LinkField,
                     tr("The wm-selector link names the list \"%1\", which wmassist does not have.").arg(path)};

    // "N=count" and "N-M=count"; other parameters (label, printItems) are not units.
    static const QRegularExpression unitKey(QStringLiteral("^(\\d+)$"));
    static const QRegularExpression upgradeKey(QStringLiteral("^(\\d+)-(\\w+)$"));
    static const QRegularExpression wholeNumber(QStringLiteral("^\\d+$"));
    QMap<int, int> unitCounts;                          // known unit order -> units asked for
    QMap<int, QList<UpgradeRequest>> upgradesByUnit;    // known unit order -> its upgrades
    QStringList unknownUnits;                           // orders the list does not have
    QList<std::pair<QString, QString>> unknownUpgrades; // upgrade order, unit order
    for (const auto &[key, value] : params) {
        const QRegularExpressionMatch unitMatch = unitKey.match(key);
        const QRegularExpressionMatch upgradeMatch = upgradeKey.match(key);
        if (!unitMatch.hasMatch() && !upgradeMatch.hasMatch())
            continue;
        if (!wholeNumber.match(value).hasMatch())
            return Error{LinkField, tr("The wm-selector link gives \"%1\" as the number for \"%2\"; it must be a "
                                       "whole number.")
                                        .arg(value, key)};
        bool fits = false;
        const int count = value.toInt(&fits);
        if (!fits || count > Limits::UnitsPerEntry)
            return Error{LinkField, tr("The wm-selector link asks for %1 of \"%2\"; wmassist reads at most %3 of "
                                       "one kind.")
                                        .arg(value, key)
                                        .arg(Limits::UnitsPerEntry)};
        if (count == 0)
            continue;

        const QString unitOrderText = (unitMatch.hasMatch() ? unitMatch : upgradeMatch).captured(1);
        bool orderFits = false;
        const int unitOrder = unitOrderText.toInt(&orderFits);
        const bool unitKnown = orderFits && list->unitByOrder(unitOrder);
        if (unitMatch.hasMatch()) {
            if (unitKnown)
                unitCounts[unitOrder] = count;
            else
                unknownUnits.append(tr("unit order %1").arg(unitOrderText));
        } else if (unitKnown) {
            upgradesByUnit[unitOrder].append(UpgradeRequest{upgradeMatch.captured(2), count});
        } else {
            unknownUpgrades.append({upgradeMatch.captured(2), unitOrderText});
        }
    }

    ImportedRoster imported;
    Roster &roster = imported.roster;
    const QString label = byKey.value(QStringLiteral("label")).trimmed();
    if (label.size() > Limits::NameLength)
        return Error{LinkField,
                     tr("The wm-selector link's label is %1 characters long; a roster's name has at most %2.")
                         .arg(label.size())
                         .arg(Limits::NameLength)};
    roster.name = label.isEmpty() ? list->name : label;
    roster.ruleset = list->ruleset;
    roster.armyKey = list->key;
    roster.armyDataVersion = list->dataVersion;
    imported.unknown = unknownUnits;
    for (const auto &[upgradeOrder, unitOrder] : unknownUpgrades)
        imported.unknown.append(tr("upgrade order %1 on unit order %2").arg(upgradeOrder, unitOrder));

    int total = 0;
    for (const int count : std::as_const(unitCounts))
        total += count;
    if (total > Limits::RosterUnits)
        return Error{LinkField, tr("The wm-selector link asks for %1 units; a roster holds at most %2.")
                                    .arg(total)
                                    .arg(Limits::RosterUnits)};

    // The units in the list's order, each with the upgrades it was given, then its magic item.
    const MagicItems *magicItems = lists.magicItems(list->ruleset);
    for (const ArmyUnit &unit : list->units) {
        const int count = unitCounts.value(unit.order);
        QList<QStringList> upgrades(count);
        QList<std::optional<MagicItem>> items(count);
        QList<UpgradeRequest> requests = upgradesByUnit.value(unit.order);
        std::stable_sort(requests.begin(), requests.end(), upgradeOrderLess);
        for (const UpgradeRequest &request : requests) {
            bool isNumber = false;
            const int upgradeOrder = request.order.toInt(&isNumber);
            const ArmyUpgrade *upgrade = isNumber ? list->upgradeByOrder(upgradeOrder) : nullptr;
            const MagicItemOffer *offer =
                !isNumber && magicItems ? magicItems->byWmSelectorOrder(request.order) : nullptr;
            if (offer) {
                // Like an upgrade, to the first units that can carry it, after their upgrades (the
                // requests are sorted so): one item a unit.
                int left = request.count;
                for (qsizetype i = 0; i < upgrades.size() && left > 0; ++i) {
                    if (items.at(i))
                        continue;
                    if (RosterUnits::fromList(*list, unit.id, upgrades.at(i), {}, offer->item, magicItems).ok()) {
                        items[i] = offer->item;
                        --left;
                    }
                }
                if (left > 0)
                    imported.unknown.append(tr("%1 on %2: %n more than the units can take", nullptr, left)
                                                .arg(MagicItemText::name(offer->item), unit.name()));
                continue;
            }
            if (!upgrade) {
                const QString unitOrder = QString::number(unit.order);
                imported.unknown.append(isNumber ? tr("upgrade order %1 on unit order %2").arg(request.order, unitOrder)
                                                 : tr("magic item %1 on unit order %2").arg(request.order, unitOrder));
                continue;
            }
            // wm-selector counts how many of the units take the upgrade, not which: the first units
            // that can take it do (a character rides one mount, so a second mount goes to the next).
            int left = request.count;
            for (QStringList &taken : upgrades) {
                if (left == 0)
                    break;
                if (RosterUnits::fromList(*list, unit.id, taken + QStringList{upgrade->id}).ok()) {
                    taken.append(upgrade->id);
                    --left;
                }
            }
            if (left > 0)
                imported.unknown.append(
                    tr("%1 on %2: %n more than the units can take", nullptr, left).arg(upgrade->name, unit.name()));
        }
        for (qsizetype i = 0; i < upgrades.size(); ++i) {
            Result<RosterUnit> made =
                RosterUnits::fromList(*list, unit.id, upgrades.at(i), {}, items.at(i), magicItems);
            if (!made)
                return made.error();
            roster.units.append(std::move(made).value());
        }
    }

    // wm-selector counts Skirmishers and their like as units; they are stands of the units they join.
    for (const QString &name : RosterUnits::attachStandRows(*list, roster))
        imported.unknown.append(tr("%1: no unit of the list to add them to").arg(name));

    if (std::optional<Error> error = finish(imported, 0, tr("The wm-selector link")))
        return *std::move(error);
    return imported;
}

} // namespace wm
