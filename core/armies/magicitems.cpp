// SPDX-License-Identifier: GPL-3.0-or-later
#include "magicitems.h"

#include "core/json/jsonreader.h"
#include "core/limits.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>

namespace wm {

namespace {

using Reader = JsonReader;

QString armourKey(const Armour &armour)
{
    return armour.score() ? QString::number(*armour.score()) + QLatin1Char('+') : QStringLiteral("none");
}

std::optional<Armour> armourFromKey(const QString &key)
{
    if (key == QLatin1String("none"))
        return Armour::none();
    if (!key.endsWith(QLatin1Char('+')))
        return std::nullopt;
    const std::optional<Armour> armour = Armour::parse(key);
    if (!armour || !armour->hasSave() || !armour->isValid())
        return std::nullopt;
    return armour;
}

const QStringList &armourChoices()
{
    static const QStringList choices{QStringLiteral("3+"), QStringLiteral("4+"), QStringLiteral("5+"),
                                     QStringLiteral("6+"), QStringLiteral("none")};
    return choices;
}

} // namespace

void sortByArmour(QList<std::pair<Armour, int>> &prices)
{
    // Best armour first, none last: the order of their keys in a file.
    std::sort(prices.begin(), prices.end(),
              [](const auto &a, const auto &b) { return a.first.score().value_or(7) < b.first.score().value_or(7); });
}

namespace {

bool carries(const MagicItemCarriers &c, const UnitProfile &p, bool checkArmour, bool checkHits)
{
    if (!c.types.contains(p.type))
        return false;
    if (checkArmour && !c.armours.isEmpty() && !c.armours.contains(p.armour))
        return false;
    if (checkHits && !c.hits.isEmpty() && !(p.hits && c.hits.contains(*p.hits)))
        return false;
    return true;
}

// ---- writing ------------------------------------------------------------------------------------

QJsonObject offerObject(const MagicItemOffer &offer)
{
    QJsonObject o;
    o.insert(QStringLiteral("key"), enumKey(offer.item));
    o.insert(QStringLiteral("name"), offer.name);
    o.insert(QStringLiteral("wmSelectorOrder"), offer.wmSelectorOrder);
    o.insert(QStringLiteral("armyMax"), offer.armyMax);
    if (!offer.pointsByArmour.isEmpty()) {
        QJsonObject prices;
        for (const auto &[armour, points] : offer.pointsByArmour)
            prices.insert(armourKey(armour), points);
        o.insert(QStringLiteral("pointsByArmour"), prices);
    } else if (!offer.pointsByHits.isEmpty()) {
        QJsonObject prices;
        for (const auto &[hits, points] : offer.pointsByHits)
            prices.insert(QString::number(hits), points);
        o.insert(QStringLiteral("pointsByHits"), prices);
    } else {
        o.insert(QStringLiteral("points"), offer.points);
    }
    QJsonArray carriers;
    for (const MagicItemCarriers &c : offer.carriers) {
        QJsonObject co;
        QStringList types;
        for (UnitType type : c.types)
            types.append(enumKey(type));
        co.insert(QStringLiteral("types"), QJsonArray::fromStringList(types));
        if (!c.armours.isEmpty()) {
            QStringList armours;
            for (const Armour &armour : c.armours)
                armours.append(armourKey(armour));
            co.insert(QStringLiteral("armour"), QJsonArray::fromStringList(armours));
        }
        if (!c.hits.isEmpty()) {
            QJsonArray hits;
            for (int h : c.hits)
                hits.append(h);
            co.insert(QStringLiteral("hits"), hits);
        }
        carriers.append(co);
    }
    o.insert(QStringLiteral("carriers"), carriers);
    return o;
}

// ---- reading ------------------------------------------------------------------------------------

MagicItemCarriers readCarriers(const Reader &r, const QJsonObject &o, const QString &path)
{
    r.onlyFields(o, path, {QStringLiteral("types"), QStringLiteral("armour"), QStringLiteral("hits")});
    MagicItemCarriers c;
    const QString typesKey = QStringLiteral("types");
    const QStringList types = r.texts(o, path, typesKey, Limits::NameLength, Limits::ListEntries);
    if (types.isEmpty())
        r.fail(Reader::join(path, typesKey), MagicItems::tr("expected at least one unit type"));
    for (qsizetype i = 0; i < types.size(); ++i) {
        const std::optional<UnitType> type = enumFromKey<UnitType>(types.at(i));
        if (!type)
            r.expected(Reader::at(Reader::join(path, typesKey), i),
                       Reader::tr("one of %1").arg(Reader::quoted(enumKeys<UnitType>())), types.at(i));
        c.types.append(*type);
    }
    const QString armourKey = QStringLiteral("armour");
    const QStringList armours = r.texts(o, path, armourKey, Limits::NameLength, Limits::ListEntries);
    for (qsizetype i = 0; i < armours.size(); ++i) {
        const std::optional<Armour> armour = armourFromKey(armours.at(i));
        if (!armour)
            r.expected(Reader::at(Reader::join(path, armourKey), i),
                       Reader::tr("one of %1").arg(Reader::quoted(armourChoices())), armours.at(i));
        c.armours.append(*armour);
    }
    c.hits = r.ints(o, path, QStringLiteral("hits"), 1, Limits::HitsValue, Limits::ListEntries);
    return c;
}

MagicItemOffer readOffer(const Reader &r, const QJsonObject &o, const QString &path)
{
    r.onlyFields(o, path,
                 {QStringLiteral("key"), QStringLiteral("name"), QStringLiteral("wmSelectorOrder"),
                  QStringLiteral("armyMax"), QStringLiteral("points"), QStringLiteral("pointsByArmour"),
                  QStringLiteral("pointsByHits"), QStringLiteral("carriers")});
    MagicItemOffer offer;
    offer.item = r.keyed<MagicItem>(o, path, QStringLiteral("key"), enumKeys<MagicItem>(), enumFromKey<MagicItem>);
    offer.name = r.text(o, path, QStringLiteral("name"), Limits::NameLength);
    const QString orderKey = QStringLiteral("wmSelectorOrder");
    offer.wmSelectorOrder = r.text(o, path, orderKey, Limits::IdLength);
    // What a share link's "N-<order>=1" can hold: letters, digits and underscores.
    static const QRegularExpression word(QStringLiteral("^\\w+$"));
    if (!word.match(offer.wmSelectorOrder).hasMatch())
        r.expected(Reader::join(path, orderKey), MagicItems::tr("letters and digits"), offer.wmSelectorOrder);
    offer.armyMax = r.requiredInt(o, path, QStringLiteral("armyMax"), 1, Limits::PerThousand);

    const bool byArmour = o.contains(QStringLiteral("pointsByArmour"));
    const bool byHits = o.contains(QStringLiteral("pointsByHits"));
    const bool flat = o.contains(QStringLiteral("points"));
    if (int(byArmour) + int(byHits) + int(flat) != 1)
        r.fail(path, MagicItems::tr("expected exactly one of points, pointsByArmour and pointsByHits"));
    if (flat)
        offer.points = r.requiredInt(o, path, QStringLiteral("points"), 0, Limits::UnitPoints);
    if (byArmour) {
        const QString key = QStringLiteral("pointsByArmour");
        const QJsonObject prices = r.object(o, path, key);
        if (prices.isEmpty())
            r.fail(Reader::join(path, key), MagicItems::tr("expected at least one price"));
        for (auto it = prices.constBegin(); it != prices.constEnd(); ++it) {
            const std::optional<Armour> armour = armourFromKey(it.key());
            if (!armour)
                r.expected(Reader::join(Reader::join(path, key), it.key()),
                           Reader::tr("one of %1").arg(Reader::quoted(armourChoices())), it.key());
            offer.pointsByArmour.append(
                {*armour, r.requiredInt(prices, Reader::join(path, key), it.key(), 0, Limits::UnitPoints)});
        }
        sortByArmour(offer.pointsByArmour);
    }
    if (byHits) {
        const QString key = QStringLiteral("pointsByHits");
        const QJsonObject prices = r.object(o, path, key);
        if (prices.isEmpty())
            r.fail(Reader::join(path, key), MagicItems::tr("expected at least one price"));
        for (auto it = prices.constBegin(); it != prices.constEnd(); ++it) {
            bool number = false;
            const int hits = it.key().toInt(&number);
            if (!number || hits < 1 || hits > Limits::HitsValue || QString::number(hits) != it.key())
                r.expected(Reader::join(Reader::join(path, key), it.key()),
                           Reader::tr("a whole number from 1 to %1").arg(Limits::HitsValue), it.key());
            offer.pointsByHits.append(
                {hits, r.requiredInt(prices, Reader::join(path, key), it.key(), 0, Limits::UnitPoints)});
        }
        // Written in the order of the hits, not of the keys as text ("10" before "2").
        std::sort(offer.pointsByHits.begin(), offer.pointsByHits.end());
    }

    const QString carriersKey = QStringLiteral("carriers");
    const QJsonArray carriers = r.objects(o, path, carriersKey, Limits::ListEntries);
    if (carriers.isEmpty())
        r.fail(Reader::join(path, carriersKey), MagicItems::tr("expected at least one kind of carrier"));
    for (qsizetype i = 0; i < carriers.size(); ++i)
        offer.carriers.append(
            readCarriers(r, carriers.at(i).toObject(), Reader::at(Reader::join(path, carriersKey), i)));
    return offer;
}

} // namespace

std::optional<int> MagicItemOffer::pointsFor(const UnitProfile &carrier) const
{
    if (!pointsByArmour.isEmpty()) {
        for (const auto &[armour, price] : pointsByArmour) {
            if (armour == carrier.armour)
                return price;
        }
        return std::nullopt;
    }
    if (!pointsByHits.isEmpty()) {
        for (const auto &[hits, price] : pointsByHits) {
            if (carrier.hits == hits)
                return price;
        }
        return std::nullopt;
    }
    return points;
}

const MagicItemOffer *MagicItems::offer(MagicItem item) const
{
    for (const MagicItemOffer &o : offers) {
        if (o.item == item)
            return &o;
    }
    return nullptr;
}

const MagicItemOffer *MagicItems::byName(const QString &name) const
{
    for (const MagicItemOffer &o : offers) {
        if (o.name.compare(name, Qt::CaseInsensitive) == 0)
            return &o;
    }
    return nullptr;
}

const MagicItemOffer *MagicItems::byWmSelectorOrder(const QString &order) const
{
    for (const MagicItemOffer &o : offers) {
        if (o.wmSelectorOrder == order)
            return &o;
    }
    return nullptr;
}

std::optional<int> MagicItems::points(MagicItem item, const UnitProfile &carrier) const
{
    const MagicItemOffer *o = offer(item);
    return o ? o->pointsFor(carrier) : std::nullopt;
}

std::optional<MagicItemRefusal> MagicItems::refusal(MagicItem item, const ArmyUnit &unit, const UnitProfile &carrier,
                                                    const QList<const ArmyUpgrade *> &upgrades) const
{
    const MagicItemOffer *o = offer(item);
    if (!o)
        return MagicItemRefusal::NotOffered;
    if (!unit.magicItemsAllowed)
        return MagicItemRefusal::NoMagicItems;
    // A price that depends on armour or hits has no row for a carrier it is not made for.
    const auto priced = [o, &carrier]() -> std::optional<MagicItemRefusal> {
        if (o->pointsFor(carrier))
            return std::nullopt;
        return o->pointsByArmour.isEmpty() ? MagicItemRefusal::Hits : MagicItemRefusal::Armour;
    };

    bool named = unit.magicItems.contains(o->name, Qt::CaseInsensitive);
    for (const ArmyUpgrade *upgrade : upgrades)
        named = named || (upgrade && upgrade->magicItems.contains(o->name, Qt::CaseInsensitive));
    if (named)
        return priced();

    const auto any = [o, &carrier](bool armour, bool hits) {
        return std::any_of(o->carriers.cbegin(), o->carriers.cend(),
                           [&](const MagicItemCarriers &c) { return carries(c, carrier, armour, hits); });
    };
    if (!any(false, false))
        return MagicItemRefusal::UnitType;
    if (!any(true, false))
        return MagicItemRefusal::Armour;
    if (!any(true, true))
        return MagicItemRefusal::Hits;
    return priced();
}

QList<MagicItem> MagicItems::carriable(const ArmyUnit &unit, const UnitProfile &carrier,
                                       const QList<const ArmyUpgrade *> &upgrades) const
{
    QList<MagicItem> items;
    for (const MagicItemOffer &o : offers) {
        if (mayCarry(o.item, unit, carrier, upgrades))
            items.append(o.item);
    }
    return items;
}

QByteArray MagicItems::write(const MagicItems &items)
{
    QJsonObject o;
    o.insert(QStringLiteral("format"), FormatVersion);
    o.insert(QStringLiteral("ruleset"), enumKey(items.ruleset));
    o.insert(QStringLiteral("dataVersion"), items.dataVersion);
    QJsonArray entries;
    for (const MagicItemOffer &offer : items.offers)
        entries.append(offerObject(offer));
    o.insert(QStringLiteral("items"), entries);
    // QJsonObject keeps its keys sorted, so the same catalogue always gives the same bytes.
    return QJsonDocument(o).toJson(QJsonDocument::Indented);
}

Result<MagicItems> MagicItems::read(const QByteArray &json, const QString &fileName)
{
    const Reader r(fileName);
    return r.read<MagicItems>([&] {
        const QJsonObject top = r.document(json);
        r.onlyFields(top, QString(),
                     {QStringLiteral("format"), QStringLiteral("ruleset"), QStringLiteral("dataVersion"),
                      QStringLiteral("items")});
        r.format(top, FormatVersion);
        MagicItems items;
        items.ruleset = r.keyed<RulesetId>(top, QString(), QStringLiteral("ruleset"), enumKeys<RulesetId>(),
                                           enumFromKey<RulesetId>);
        items.dataVersion = r.requiredInt(top, QString(), QStringLiteral("dataVersion"), 1, Limits::DataVersion);
        const QJsonArray entries = r.objects(top, QString(), QStringLiteral("items"), Limits::ListEntries);
        QSet<int> seen;
        QSet<QString> names;
        QSet<QString> orders;
        for (qsizetype i = 0; i < entries.size(); ++i) {
            const QString path = Reader::at(QStringLiteral("items"), i);
            MagicItemOffer offer = readOffer(r, entries.at(i).toObject(), path);
            // Each is looked up by its key, its name and its code: every one must find one item.
            if (seen.contains(int(offer.item)))
                r.fail(Reader::join(path, QStringLiteral("key")),
                       tr("\"%1\" is the key of an earlier item").arg(enumKey(offer.item)));
            if (names.contains(offer.name.toLower()))
                r.fail(Reader::join(path, QStringLiteral("name")),
                       tr("\"%1\" is the name of an earlier item").arg(offer.name));
            if (orders.contains(offer.wmSelectorOrder))
                r.fail(Reader::join(path, QStringLiteral("wmSelectorOrder")),
                       tr("\"%1\" is the code of an earlier item").arg(offer.wmSelectorOrder));
            seen.insert(int(offer.item));
            names.insert(offer.name.toLower());
            orders.insert(offer.wmSelectorOrder);
            items.offers.append(std::move(offer));
        }
        return items;
    });
}

} // namespace wm
