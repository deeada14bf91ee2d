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

// The link's parameters, in the link's order and by key.
struct LinkParams
{
    QList<std::pair<QString, QString>> inOrder;
    QHash<QString, QString> byKey;
};

// Splits the query string into its parameters; a key given twice is an error.
Result<LinkParams> readLinkParams(const QString &link)
{
    LinkParams params;
    for (const QString &pair : queryOf(link).split(QLatin1Char('&'), Qt::SkipEmptyParts)) {
        const qsizetype equals = pair.indexOf(QLatin1Char('='));
        const QString key = decoded(equals < 0 ? pair : pair.left(equals));
        const QString value = equals < 0 ? QString() : decoded(pair.mid(equals + 1));
        if (params.byKey.contains(key))
            return Error{LinkField, RosterImport::tr("The wm-selector link gives \"%1\" twice.").arg(key)};
        params.byKey.insert(key, value);
        params.inOrder.append({key, value});
    }
    return params;
}

// The army list the link's jsonPath names, among the lists wmassist has.
Result<const ArmyList *> linkedList(const QHash<QString, QString> &byKey, const ArmyLists &lists)
{
    QString path = byKey.value(QStringLiteral("jsonPath")).trimmed();
    if (path.isEmpty())
        return Error{LinkField, RosterImport::tr("The wm-selector link names no army list: it has no jsonPath.")};
    if (path.startsWith(QLatin1Char('/')))
        path.remove(0, 1);
    if (path.endsWith(QLatin1String(".json")))
        path.chop(5);

    const QString folder = path.section(QLatin1Char('/'), 0, 0);
    const auto known = std::find_if(std::begin(Folders), std::end(Folders),
                                    [&folder](const WmSelectorFolder &f) { return f.name == folder; });
    if (known == std::end(Folders))
        return Error{LinkField,
                     RosterImport::tr("The wm-selector link names the list \"%1\"; wmassist reads only the lists of "
                                      "warmaster-armies (Warmaster) and warmaster-revolution (Warmaster Revolution).")
                         .arg(path)};
    const ArmyList *list = nullptr;
    for (const ArmyList &candidate : lists.lists(known->ruleset)) {
        if (candidate.wmSelectorPath == path)
            list = lists.find(candidate.ruleset, candidate.key);
    }
    if (!list)
        return Error{
            LinkField,
            RosterImport::tr("The wm-selector link names the list \"%1\", which wmassist does not have.").arg(path)};
    return list;
}

// What the link's "N=count" and "N-M=count" parameters ask for.
struct LinkRequests
{
    QMap<int, int> unitCounts;                          // known unit order -> units asked for
    QMap<int, QList<UpgradeRequest>> upgradesByUnit;    // known unit order -> its upgrades
    QStringList unknownUnits;                           // orders the list does not have
    QList<std::pair<QString, QString>> unknownUpgrades; // upgrade order, unit order
};

// The count a unit or upgrade parameter asks for: a whole number of at most Limits::UnitsPerEntry.
Result<int> linkCount(const QString &key, const QString &value)
{
    static const QRegularExpression wholeNumber(QStringLiteral("^\\d+$"));
    if (!wholeNumber.match(value).hasMatch())
        return Error{LinkField, RosterImport::tr("The wm-selector link gives \"%1\" as the number for \"%2\"; it "
                                                 "must be a whole number.")
                                    .arg(value, key)};
    bool fits = false;
    const int count = value.toInt(&fits);
    if (!fits || count > Limits::UnitsPerEntry)
        return Error{LinkField, RosterImport::tr("The wm-selector link asks for %1 of \"%2\"; wmassist reads at "
                                                 "most %3 of one kind.")
                                    .arg(value, key)
                                    .arg(Limits::UnitsPerEntry)};
    return count;
}

// Sorts the unit and upgrade parameters into those of units the list has and those it does not;
// other parameters (label, printItems) are not units.
Result<LinkRequests> readLinkRequests(const QList<std::pair<QString, QString>> &params, const ArmyList &list)
{
    static const QRegularExpression unitKey(QStringLiteral("^(\\d+)$"));
    static const QRegularExpression upgradeKey(QStringLiteral("^(\\d+)-(\\w+)$"));
    LinkRequests requests;
    for (const auto &[key, value] : params) {
        const QRegularExpressionMatch unitMatch = unitKey.match(key);
        const QRegularExpressionMatch upgradeMatch = upgradeKey.match(key);
        if (!unitMatch.hasMatch() && !upgradeMatch.hasMatch())
            continue;
        const Result<int> counted = linkCount(key, value);
        if (!counted)
            return counted.error();
        const int count = counted.value();
        if (count == 0)
            continue;

        const QString unitOrderText = (unitMatch.hasMatch() ? unitMatch : upgradeMatch).captured(1);
        bool orderFits = false;
        const int unitOrder = unitOrderText.toInt(&orderFits);
        const bool unitKnown = orderFits && list.unitByOrder(unitOrder);
        if (unitMatch.hasMatch()) {
            if (unitKnown)
                requests.unitCounts[unitOrder] = count;
            else
                requests.unknownUnits.append(RosterImport::tr("unit order %1").arg(unitOrderText));
        } else if (unitKnown) {
            requests.upgradesByUnit[unitOrder].append(UpgradeRequest{upgradeMatch.captured(2), count});
        } else {
            requests.unknownUpgrades.append({upgradeMatch.captured(2), unitOrderText});
        }
    }
    return requests;
}

// Names the roster after the link's label (or the list), and notes the units the list lacks.
std::optional<Error> startLinkedRoster(ImportedRoster &imported, const QString &label, const ArmyList &list,
                                       const LinkRequests &requests)
{
    Roster &roster = imported.roster;
    if (label.size() > Limits::NameLength)
        return Error{LinkField, RosterImport::tr("The wm-selector link's label is %1 characters long; a roster's "
                                                 "name has at most %2.")
                                    .arg(label.size())
                                    .arg(Limits::NameLength)};
    roster.name = label.isEmpty() ? list.name : label;
    roster.ruleset = list.ruleset;
    roster.armyKey = list.key;
    roster.armyDataVersion = list.dataVersion;
    imported.unknown = requests.unknownUnits;
    for (const auto &[upgradeOrder, unitOrder] : requests.unknownUpgrades)
        imported.unknown.append(RosterImport::tr("upgrade order %1 on unit order %2").arg(upgradeOrder, unitOrder));

    int total = 0;
    for (const int count : std::as_const(requests.unitCounts))
        total += count;
    if (total > Limits::RosterUnits)
        return Error{LinkField, RosterImport::tr("The wm-selector link asks for %1 units; a roster holds at most %2.")
                                    .arg(total)
                                    .arg(Limits::RosterUnits)};
    return std::nullopt;
}

// The upgrades and magic items the link gives the units of one kind, unit by unit.
struct LinkedUnitKit
{
    QList<QStringList> upgrades;
    QList<std::optional<MagicItem>> items;
};

// Like an upgrade, a magic item goes to the first units that can carry it, after their upgrades (the
// requests are sorted so): one item a unit. Returns how many found no unit.
int giveLinkedMagicItem(const ArmyList &list, const ArmyUnit &unit, const MagicItemOffer &offer, int count,
                        const MagicItems *magicItems, LinkedUnitKit &kit)
{
    int left = count;
    for (qsizetype i = 0; i < kit.upgrades.size() && left > 0; ++i) {
        if (kit.items.at(i))
            continue;
        if (RosterUnits::fromList(list, unit.id, kit.upgrades.at(i), {}, offer.item, magicItems).ok()) {
            kit.items[i] = offer.item;
            --left;
        }
    }
    return left;
}

// wm-selector counts how many of the units take the upgrade, not which: the first units that can
// take it do (a character rides one mount, so a second mount goes to the next). Returns how many
// found no unit.
int giveLinkedUpgrade(const ArmyList &list, const ArmyUnit &unit, const ArmyUpgrade &upgrade, int count,
                      LinkedUnitKit &kit)
{
    int left = count;
    for (QStringList &taken : kit.upgrades) {
        if (left == 0)
            break;
        if (RosterUnits::fromList(list, unit.id, taken + QStringList{upgrade.id}).ok()) {
            taken.append(upgrade.id);
            --left;
        }
    }
    return left;
}

// Hands the link's upgrade requests for one kind of unit out to its count units; what cannot be
// given goes to the imported roster's unknown parts.
LinkedUnitKit linkedUnitKit(const ArmyList &list, const ArmyUnit &unit, int count, QList<UpgradeRequest> requests,
                            const MagicItems *magicItems, ImportedRoster &imported)
{
    LinkedUnitKit kit{QList<QStringList>(count), QList<std::optional<MagicItem>>(count)};
    std::stable_sort(requests.begin(), requests.end(), upgradeOrderLess);
    for (const UpgradeRequest &request : requests) {
        bool isNumber = false;
        const int upgradeOrder = request.order.toInt(&isNumber);
        const ArmyUpgrade *upgrade = isNumber ? list.upgradeByOrder(upgradeOrder) : nullptr;
        const MagicItemOffer *offer = !isNumber && magicItems ? magicItems->byWmSelectorOrder(request.order) : nullptr;
        if (offer) {
            if (const int left = giveLinkedMagicItem(list, unit, *offer, request.count, magicItems, kit); left > 0)
                imported.unknown.append(RosterImport::tr("%1 on %2: %n more than the units can take", nullptr, left)
                                            .arg(MagicItemText::name(offer->item), unit.name()));
            continue;
        }
        if (!upgrade) {
            const QString unitOrder = QString::number(unit.order);
            imported.unknown.append(
                isNumber ? RosterImport::tr("upgrade order %1 on unit order %2").arg(request.order, unitOrder)
                         : RosterImport::tr("magic item %1 on unit order %2").arg(request.order, unitOrder));
            continue;
        }
        if (const int left = giveLinkedUpgrade(list, unit, *upgrade, request.count, kit); left > 0)
            imported.unknown.append(RosterImport::tr("%1 on %2: %n more than the units can take", nullptr, left)
                                        .arg(upgrade->name, unit.name()));
    }
    return kit;
}

// The units in the list's order, each with the upgrades it was given, then its magic item.
std::optional<Error> addLinkedUnits(const ArmyLists &lists, const ArmyList &list, const LinkRequests &requests,
                                    ImportedRoster &imported)
{
    const MagicItems *magicItems = lists.magicItems(list.ruleset);
    for (const ArmyUnit &unit : list.units) {
        const int count = requests.unitCounts.value(unit.order);
        const LinkedUnitKit kit =
            linkedUnitKit(list, unit, count, requests.upgradesByUnit.value(unit.order), magicItems, imported);
        for (qsizetype i = 0; i < kit.upgrades.size(); ++i) {
            Result<RosterUnit> made =
                RosterUnits::fromList(list, unit.id, kit.upgrades.at(i), {}, kit.items.at(i), magicItems);
            if (!made)
                return made.error();
            imported.roster.units.append(std::move(made).value());
        }
    }
    return std::nullopt;
}

} // namespace

Result<ImportedRoster> RosterImport::fromWmSelectorLink(const QString &link, const ArmyLists &lists)
{
    if (link.size() > Limits::LinkLength)
        return Error{LinkField, tr("The wm-selector link is %1 characters long; wmassist reads links of at most %2.")
                                    .arg(link.size())
                                    .arg(Limits::LinkLength)};

    const Result<LinkParams> params = readLinkParams(link);
    if (!params)
        return params.error();
    const Result<const ArmyList *> found = linkedList(params->byKey, lists);
    if (!found)
        return found.error();
    const ArmyList &list = *found.value();
    const Result<LinkRequests> requests = readLinkRequests(params->inOrder, list);
    if (!requests)
        return requests.error();

    ImportedRoster imported;
    const QString label = params->byKey.value(QStringLiteral("label")).trimmed();
    if (std::optional<Error> error = startLinkedRoster(imported, label, list, requests.value()))
        return *std::move(error);
    if (std::optional<Error> error = addLinkedUnits(lists, list, requests.value(), imported))
        return *std::move(error);

    // wm-selector counts Skirmishers and their like as units; they are stands of the units they join.
    for (const QString &name : RosterUnits::attachStandRows(list, imported.roster))
        imported.unknown.append(tr("%1: no unit of the list to add them to").arg(name));

    if (std::optional<Error> error = finish(imported, 0, tr("The wm-selector link")))
        return *std::move(error);
    return imported;
}

} // namespace wm
