// SPDX-License-Identifier: GPL-3.0-or-later
#include "wmselectormagicitems.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

#include <algorithm>

namespace wm {

namespace {

// "+30", "30" or 30.
std::optional<int> price(const QJsonValue &v)
{
    if (v.isDouble() && v.toDouble() == double(v.toInt()) && v.toInt() >= 0)
        return v.toInt();
    static const QRegularExpression number(QStringLiteral("^\\+?(\\d{1,4})$"));
    const QRegularExpressionMatch m = number.match(v.toString().trimmed());
    if (!v.isString() || !m.hasMatch())
        return std::nullopt;
    return m.captured(1).toInt();
}

std::optional<MagicItemKind> kindOf(const QString &type)
{
    if (type == QLatin1String("Magic Standard"))
        return MagicItemKind::Standard;
    if (type == QLatin1String("Magic Weapon"))
        return MagicItemKind::Weapon;
    if (type == QLatin1String("Device of Power"))
        return MagicItemKind::DeviceOfPower;
    return std::nullopt;
}

std::optional<UnitType> unitTypeOf(const QString &type)
{
    for (UnitType t : AllUnitTypes) {
        if (enumKey(t) == type.toLower())
            return t;
    }
    return std::nullopt;
}

class Conversion
{
public:
    Conversion(const QJsonObject &source, RulesetId ruleset, int dataVersion)
        : m_source(source)
    {
        m_result.items.ruleset = ruleset;
        m_result.items.dataVersion = dataVersion;
    }

    WmSelectorMagicItems run()
    {
        for (auto it = m_source.begin(); it != m_source.end(); ++it) {
            if (it.key() != QLatin1String("upgrades") && it.key() != QLatin1String("upgradeConstraints"))
                report(QString(), it.key(),
                       WmSelectorConverter::tr("not converted: a field the converter does not know"));
        }
        const QJsonObject upgrades = m_source.value(QStringLiteral("upgrades")).toObject();
        for (auto it = upgrades.begin(); it != upgrades.end(); ++it)
            readItem(it.key(), it.value().toObject());
        readConstraints();

        // Each item needs someone to carry it; the catalogue is in the order of MagicItem, the same in
        // every file whatever order the source had.
        QList<MagicItemOffer> &offers = m_result.items.offers;
        for (qsizetype i = offers.size() - 1; i >= 0; --i) {
            if (offers.at(i).carriers.isEmpty()) {
                report(offers.at(i).name, QStringLiteral("upgradeConstraints"),
                       WmSelectorConverter::tr("no unit may carry it; left out"));
                offers.removeAt(i);
            }
        }
        std::sort(offers.begin(), offers.end(),
                  [](const MagicItemOffer &a, const MagicItemOffer &b) { return a.item < b.item; });
        return m_result;
    }

private:
    void report(const QString &item, const QString &field, const QString &message)
    {
        m_result.issues.append({enumKey(m_result.items.ruleset) + QLatin1String("/magic-items"), item, field, message});
    }

    void readItem(const QString &name, const QJsonObject &o)
    {
        static const QStringList known{QStringLiteral("type"),        QStringLiteral("points"),
                                       QStringLiteral("pointsValue"), QStringLiteral("armyMax"),
                                       QStringLiteral("order"),       QStringLiteral("text")};
        for (auto it = o.begin(); it != o.end(); ++it) {
            if (!known.contains(it.key()))
                report(name, it.key(), WmSelectorConverter::tr("not converted: a field the converter does not know"));
        }
        const std::optional<MagicItem> item = enumFromKey<MagicItem>(ArmyList::slug(name));
        if (!item) {
            report(name, QString(), WmSelectorConverter::tr("not a magic item wmassist knows; left out"));
            return;
        }
        MagicItemOffer offer;
        offer.item = *item;
        offer.name = name;

        const QJsonValue type = o.value(QStringLiteral("type"));
        const std::optional<MagicItemKind> kind = kindOf(type.toString());
        if (kind != magicItemKind(*item))
            report(name, QStringLiteral("type"),
                   WmSelectorConverter::tr("expected \"%1\", found %2; kept as the former")
                       .arg(MagicItemText::kindName(magicItemKind(*item)), WmSelectorConverter::shown(type)));

        const QJsonValue order = o.value(QStringLiteral("order"));
        static const QRegularExpression word(QStringLiteral("^\\w+$"));
        if (!order.isString() || !word.match(order.toString()).hasMatch()) {
            report(name, QStringLiteral("order"),
                   WmSelectorConverter::tr("item left out: expected its code, found %1")
                       .arg(WmSelectorConverter::shown(order)));
            return;
        }
        offer.wmSelectorOrder = order.toString();

        const QJsonValue armyMax = o.value(QStringLiteral("armyMax"));
        if (armyMax.isUndefined())
            report(name, QStringLiteral("armyMax"), WmSelectorConverter::tr("none given; one an army kept"));
        else if (const std::optional<int> most = price(armyMax); most && *most >= 1)
            offer.armyMax = *most;
        else
            report(name, QStringLiteral("armyMax"),
                   WmSelectorConverter::tr("expected a whole number of 1 or more, found %1; one an army kept")
                       .arg(WmSelectorConverter::shown(armyMax)));

        if (!readPoints(name, o, offer))
            return;
        m_result.items.offers.append(offer);
    }

    // The price, flat or by the carrier's armour or hits; false when it cannot be read.
    bool readPoints(const QString &name, const QJsonObject &o, MagicItemOffer &offer)
    {
        const QJsonValue points = o.value(QStringLiteral("points"));
        const QString by = o.value(QStringLiteral("pointsValue")).toString();
        if (!points.isObject()) {
            const std::optional<int> flat = price(points);
            if (!flat) {
                report(name, QStringLiteral("points"),
                       WmSelectorConverter::tr("item left out: expected its points, found %1")
                           .arg(WmSelectorConverter::shown(points)));
                return false;
            }
            offer.points = *flat;
            return true;
        }
        const QJsonObject table = points.toObject();
        for (auto it = table.begin(); it != table.end(); ++it) {
            const std::optional<int> cost = price(it.value());
            const QString field = QStringLiteral("points.") + it.key();
            if (!cost) {
                report(name, field,
                       WmSelectorConverter::tr("expected points, found %1; row left out")
                           .arg(WmSelectorConverter::shown(it.value())));
                continue;
            }
            if (by == QLatin1String("armour")) {
                const std::optional<Armour> armour = Armour::parse(it.key());
                if (!armour || !armour->isValid())
                    report(name, field, WmSelectorConverter::tr("not an armour value; row left out"));
                else
                    offer.pointsByArmour.append({*armour, *cost});
            } else if (by == QLatin1String("hits")) {
                bool number = false;
                const int hits = it.key().toInt(&number);
                if (!number || hits < 1)
                    report(name, field, WmSelectorConverter::tr("not a number of hits; row left out"));
                else
                    offer.pointsByHits.append({hits, *cost});
            } else {
                report(name, QStringLiteral("pointsValue"),
                       WmSelectorConverter::tr("item left out: points by %1, which the converter does not know")
                           .arg(WmSelectorConverter::shown(o.value(QStringLiteral("pointsValue")))));
                return false;
            }
        }
        sortByArmour(offer.pointsByArmour);
        std::sort(offer.pointsByHits.begin(), offer.pointsByHits.end());
        if (offer.pointsByArmour.isEmpty() && offer.pointsByHits.isEmpty()) {
            report(name, QStringLiteral("points"), WmSelectorConverter::tr("item left out: no price it can keep"));
            return false;
        }
        return true;
    }

    void readConstraints()
    {
        const QJsonArray constraints = m_source.value(QStringLiteral("upgradeConstraints")).toArray();
        for (qsizetype i = 0; i < constraints.size(); ++i) {
            const QJsonObject c = constraints.at(i).toObject();
            const QString field = QStringLiteral("upgradeConstraints[%1]").arg(i);
            static const QStringList known{QStringLiteral("unitType"), QStringLiteral("unitArmour"),
                                           QStringLiteral("unitHits"), QStringLiteral("upgrades"),
                                           QStringLiteral("magic")};
            for (auto it = c.begin(); it != c.end(); ++it) {
                if (!known.contains(it.key()))
                    report(QString(), field + QLatin1Char('.') + it.key(),
                           WmSelectorConverter::tr("not converted: a field the converter does not know"));
            }
            // wm-selector gives these items only to lists that allow magic, which each unit's own
            // magicItemsAllowed says in wmassist's lists.
            if (c.value(QStringLiteral("magic")) != QJsonValue(true))
                report(QString(), field + QLatin1String(".magic"),
                       WmSelectorConverter::tr("expected true, found %1; read as true")
                           .arg(WmSelectorConverter::shown(c.value(QStringLiteral("magic")))));

            MagicItemCarriers carriers;
            for (const QJsonValue v : c.value(QStringLiteral("unitType")).toArray()) {
                if (const std::optional<UnitType> type = unitTypeOf(v.toString()))
                    carriers.types.append(*type);
                else
                    report(
                        QString(), field + QLatin1String(".unitType"),
                        WmSelectorConverter::tr("%1 is not a unit type; left out").arg(WmSelectorConverter::shown(v)));
            }
            for (const QJsonValue v : c.value(QStringLiteral("unitArmour")).toArray()) {
                const std::optional<Armour> armour = Armour::parse(v.toString());
                if (armour && armour->isValid())
                    carriers.armours.append(*armour);
                else
                    report(QString(), field + QLatin1String(".unitArmour"),
                           WmSelectorConverter::tr("%1 is not an armour value; left out")
                               .arg(WmSelectorConverter::shown(v)));
            }
            for (const QJsonValue v : c.value(QStringLiteral("unitHits")).toArray()) {
                if (v.isDouble() && v.toInt() >= 1 && v.toDouble() == double(v.toInt()))
                    carriers.hits.append(v.toInt());
                else
                    report(QString(), field + QLatin1String(".unitHits"),
                           WmSelectorConverter::tr("%1 is not a number of hits; left out")
                               .arg(WmSelectorConverter::shown(v)));
            }
            if (carriers.types.isEmpty()) {
                report(QString(), field, WmSelectorConverter::tr("names no unit type wmassist knows; left out"));
                continue;
            }
            for (const QJsonValue v : c.value(QStringLiteral("upgrades")).toArray()) {
                MagicItemOffer *offer = nullptr;
                for (MagicItemOffer &o : m_result.items.offers) {
                    if (o.name == v.toString())
                        offer = &o;
                }
                if (offer)
                    offer->carriers.append(carriers);
                else
                    report(QString(), field + QLatin1String(".upgrades"),
                           WmSelectorConverter::tr("%1 is not an item of the file; left out")
                               .arg(WmSelectorConverter::shown(v)));
            }
        }
    }

    QJsonObject m_source;
    WmSelectorMagicItems m_result;
};

} // namespace

QString WmSelectorMagicItems::sourceFile(RulesetId ruleset)
{
    return QStringLiteral("magic-items/") + WmSelectorConverter::sourceFolder(ruleset) + QLatin1String(".json");
}

Result<WmSelectorMagicItems> WmSelectorMagicItems::run(const QByteArray &json, const QString &fileName,
                                                       RulesetId ruleset, int dataVersion)
{
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return Error{QString(), WmSelectorConverter::tr("%1: not valid JSON at character %2: %3")
                                    .arg(fileName)
                                    .arg(parseError.offset)
                                    .arg(parseError.errorString())};
    if (!doc.isObject() || !doc.object().value(QStringLiteral("upgrades")).isObject())
        return Error{QStringLiteral("upgrades"),
                     WmSelectorConverter::tr("%1: not wm-selector's magic items: no upgrades").arg(fileName)};
    return Conversion(doc.object(), ruleset, dataVersion).run();
}

} // namespace wm
