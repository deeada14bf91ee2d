// SPDX-License-Identifier: GPL-3.0-or-later
#include "wmselectorlistconversion.h"

#include "core/conversion/ruletext.h"
#include "core/conversion/wmselectorspells.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>

namespace wm {

namespace {

std::optional<int> wholeNumber(const QJsonValue &v)
{
    if (v.isDouble() && v.toDouble() == static_cast<double>(v.toInt()))
        return v.toInt();
    if (v.isString()) {
        bool ok = false;
        const int n = v.toString().trimmed().toInt(&ok);
        if (ok)
            return n;
    }
    return std::nullopt;
}

// "+80", "-20", "+0", 80.
std::optional<int> signedNumber(const QJsonValue &v)
{
    if (v.isString()) {
        QString t = v.toString().trimmed();
        if (t.startsWith(QLatin1Char('+')))
            t.remove(0, 1);
        bool ok = false;
        const int n = t.toInt(&ok);
        return ok ? std::optional<int>(n) : std::nullopt;
    }
    return wholeNumber(v);
}

std::optional<UnitType> unitType(const QString &type)
{
    static const QHash<QString, UnitType> types{
        {QStringLiteral("Infantry"), UnitType::Infantry}, {QStringLiteral("Cavalry"), UnitType::Cavalry},
        {QStringLiteral("Chariot"), UnitType::Chariot},   {QStringLiteral("Artillery"), UnitType::Artillery},
        {QStringLiteral("Monster"), UnitType::Monster},   {QStringLiteral("Machine"), UnitType::Machine},
        {QStringLiteral("General"), UnitType::General},   {QStringLiteral("Hero"), UnitType::Hero},
        {QStringLiteral("Wizard"), UnitType::Wizard},
    };
    const auto it = types.find(type);
    return it == types.end() ? std::nullopt : std::optional<UnitType>(*it);
}

// Magic items of the rulesets' catalogues (core/armies/magicitems.h) that a unit of an army list may
// be given on top of those its type allows. They are kept by the name wm-selector and the catalogue
// give them ("Ring of Magic"), which is also the item's key as a slug.
bool isMagicItem(const QString &name)
{
    return enumFromKey<MagicItem>(ArmyList::slug(name)).has_value();
}

// Artillery the lists give no rule for, whose weapon is known from the other ruleset's list.
std::optional<Weapon> weaponWithoutRule(const QString &rulesetKey, const QString &armyKey, const QString &unit)
{
    if (rulesetKey == QLatin1String("warmaster") && armyKey == QLatin1String("dark-elf") &&
        unit == QLatin1String("Bolt Thrower"))
        return Weapon::ElvenBoltThrower; // the Revolution Dark Elf list says so of the same machine
    return std::nullopt;
}

QString traitNames(Traits traits)
{
    QStringList keys;
    for (Trait trait : AllTraits) {
        if (traits.testFlag(trait))
            keys.append(enumKey(trait));
    }
    return keys.join(QLatin1String(", "));
}

// One list's conversion: the source, the list being built and the issues found on the way.
class ListConversion
{
public:
    ListConversion(const QJsonObject &source, RulesetId ruleset, const QString &key)
        : m_source(source)
        , m_rulesetKey(enumKey(ruleset))
        , m_key(key)
        , m_rules(source.value(QStringLiteral("specialRules")).toObject())
        , m_units(source.value(QStringLiteral("units")).toObject())
        , m_upgrades(source.value(QStringLiteral("upgrades")).toObject())
    {
        m_list.key = key;
        m_list.ruleset = ruleset;
        m_list.dataVersion = WmSelectorConverter::DataVersion;
        m_list.wmSelectorPath = WmSelectorConverter::sourceFolder(ruleset) + QLatin1Char('/') + key;
    }

    WmSelectorListConversion run()
    {
        m_list.name = m_source.value(QStringLiteral("name")).toString();
        checkTopLevel();
        readArmyRules();
        readSpells();
        for (auto it = m_upgrades.begin(); it != m_upgrades.end(); ++it) {
            if (std::optional<ArmyUpgrade> upgrade = readUpgrade(it.key(), it.value().toObject()))
                m_list.upgrades.append(*upgrade);
        }
        QSet<int> unitOrders;
        for (auto it = m_units.begin(); it != m_units.end(); ++it) {
            std::optional<ArmyUnit> unit = readUnit(it.key(), it.value().toObject());
            if (unit && unitOrders.contains(unit->order)) {
                report(it.key(), QStringLiteral("order"),
                       WmSelectorConverter::tr("unit left out: order %1 belongs to another unit").arg(unit->order));
            } else if (unit) {
                unitOrders.insert(unit->order);
                m_list.units.append(*unit);
            }
        }
        // Share links name units and upgrades by their order, so the list keeps it, sorted by it.
        std::sort(m_list.units.begin(), m_list.units.end(),
                  [](const ArmyUnit &a, const ArmyUnit &b) { return a.order < b.order; });
        std::sort(m_list.upgrades.begin(), m_list.upgrades.end(),
                  [](const ArmyUpgrade &a, const ArmyUpgrade &b) { return a.order < b.order; });
        return {m_list, m_issues, m_usedNotes};
    }

private:
    void report(const QString &item, const QString &field, const QString &message)
    {
        m_issues.append({m_rulesetKey + QLatin1Char('/') + m_key, item, field, message});
    }

    void checkTopLevel()
    {
        static const QStringList known{QStringLiteral("name"),   QStringLiteral("version"),
                                       QStringLiteral("group"),  QStringLiteral("order"),
                                       QStringLiteral("units"),  QStringLiteral("upgrades"),
                                       QStringLiteral("magic"),  QStringLiteral("specialRules"),
                                       QStringLiteral("spells"), QStringLiteral("armyRules")};
        for (auto it = m_source.begin(); it != m_source.end(); ++it) {
            if (!known.contains(it.key()))
                report(QString(), it.key(),
                       WmSelectorConverter::tr("not converted: a field the converter does not know"));
        }
        if (m_list.name.trimmed().isEmpty()) {
            report(QString(), QStringLiteral("name"), WmSelectorConverter::tr("no name; the key is used"));
            m_list.name = m_key;
        }
        const QString expected = m_list.ruleset == RulesetId::Warmaster ? QStringLiteral("Warmaster Armies")
                                                                        : QStringLiteral("Warmaster Revolution");
        const QJsonValue version = m_source.value(QStringLiteral("version"));
        if (version.toString() != expected)
            report(QString(), QStringLiteral("version"),
                   WmSelectorConverter::tr("expected %1 for this folder, found %2")
                       .arg(expected, WmSelectorConverter::shown(version)));
        if (!m_source.value(QStringLiteral("magic")).toBool(true))
            m_noMagic = true;
    }

    // The spells, in the list's order, each with its note (core/conversion/wmselectorspells); one
    // without a note is left out and reported, as a rule without one is.
    void readSpells()
    {
        const QJsonValue spells = m_source.value(QStringLiteral("spells"));
        if (!spells.isUndefined() && !spells.isArray())
            report(QString(), QStringLiteral("spells"), WmSelectorConverter::tr("not a list; no spells converted"));
        for (const QJsonValue entry : spells.toArray()) {
            const QJsonObject spell = entry.toObject();
            const SpellConversion conversion = WmSelectorSpells::convert(spell, m_rulesetKey, m_key);
            for (const SpellConversion::Issue &issue : conversion.issues)
                report(spell.value(QStringLiteral("name")).toString(), issue.field, issue.message);
            if (conversion.spell)
                m_list.spells.append(*conversion.spell);
        }
    }

    void readArmyRules()
    {
        const QJsonArray armyRules = m_source.value(QStringLiteral("armyRules")).toArray();
        const QList<const ArmyRuleNote *> notes = WmSelectorNotes::armyNotes(m_rulesetKey, m_key);
        if (armyRules.isEmpty()) {
            if (!notes.isEmpty())
                report(QString(), QStringLiteral("armyRules"),
                       WmSelectorConverter::tr("notes written for army rules the list lacks"));
            return;
        }
        QStringList text;
        for (const QJsonValue line : armyRules)
            text.append(line.toString());
        m_armyTraits = RuleText::traits(text.join(QLatin1Char(' ')));
        if (notes.isEmpty())
            report(QString(), QStringLiteral("armyRules"),
                   WmSelectorConverter::tr("no note written for the army's rules"));
        Traits claimed;
        for (const ArmyRuleNote *note : notes) {
            SpecialRule rule;
            rule.name = QString::fromUtf8(note->name);
            rule.note = QString::fromUtf8(note->note);
            rule.traits = note->add;
            for (const TraitValue &v : note->values + note->characterValues)
                rule.traits |= v.trait;
            rule.asked = note->asked;
            rule.shown = note->shown;
            rule.breakPoint = note->breakPoint;
            rule.breakPointBonus = note->breakPointBonus;
            rule.armyWide = true;
            m_list.rules.append(rule);
            m_armyNotes.append(note);
            m_armyRuleExcept.append(QString::fromUtf8(note->except).split(QLatin1Char('|'), Qt::SkipEmptyParts));
            claimed |= rule.traits;
        }
        // Every trait the army's wording gives belongs to one of its notes, so a unit's card can say
        // which rule it comes from.
        if (const Traits unclaimed = m_armyTraits & ~claimed)
            report(
                QString(), QStringLiteral("armyRules"),
                WmSelectorConverter::tr("the wording gives %1, which no army note names").arg(traitNames(unclaimed)));
    }

    // The rules that apply to a unit or upgrade: the one of its own name, and those it names, in
    // the order the list gives its rules.
    QStringList rulesOf(const QString &name, const QJsonObject &o)
    {
        QStringList names;
        // An upgrade the list gives no rule of its own (the Daemon Overlord's "Wizard") may still
        // have a note written for this army alone.
        if (m_rules.contains(name) || WmSelectorNotes::findForArmy(m_rulesetKey, m_key, name))
            names.append(name);
        const QJsonValue listed = o.value(QStringLiteral("specialRules"));
        for (const QJsonValue rule : listed.toArray()) {
            const QString ruleName = rule.toString();
            if (!m_rules.contains(ruleName))
                report(name, QStringLiteral("specialRules"),
                       WmSelectorConverter::tr("names the rule \"%1\", which the list does not have").arg(ruleName));
            else if (!names.contains(ruleName))
                names.append(ruleName);
        }
        std::sort(names.begin(), names.end(), [this](const QString &a, const QString &b) {
            return m_rules.value(a).toObject().value(QStringLiteral("order")).toInt() <
                   m_rules.value(b).toObject().value(QStringLiteral("order")).toInt();
        });
        return names;
    }

    struct RulesRead
    {
        Traits traits;
        TraitValues values;
        QList<SpecialRule> rules;
        QList<Weapon> weapons;
        std::optional<int> fullPaceCm;
        JoinLimits joining;
        std::optional<int> shootingAttacks; // a mount's, from its note
        std::optional<int> rangeCm;
        int attacks = 0; // each stand's, from the notes
        bool noMagicItems = false;
    };

    // `upgrade`: the rules of an upgrade, which bring the numbers some notes keep for it alone.
    RulesRead readRules(const QString &item, const QStringList &ruleNames, bool upgrade)
    {
        RulesRead read;
        for (const QString &ruleName : ruleNames) {
            QStringList lines;
            for (const QJsonValue line : m_rules.value(ruleName).toObject().value(QStringLiteral("text")).toArray())
                lines.append(line.toString());
            const QString text = lines.join(QLatin1Char(' '));
            read.traits |= RuleText::traits(text);
            read.noMagicItems = read.noMagicItems || RuleText::forbidsMagicItems(text);
            if (!read.fullPaceCm)
                read.fullPaceCm = RuleText::fullPaceCm(text);

            const RuleNote *note = WmSelectorNotes::find(m_rulesetKey, m_key, ruleName);
            if (!note) {
                report(item, QLatin1String("specialRules.") + ruleName,
                       WmSelectorConverter::tr("no note written for this rule; only its traits are kept (%1)")
                           .arg(traitNames(RuleText::traits(text))));
                continue;
            }
            m_usedNotes.insert(note);
            SpecialRule rule;
            rule.name = ruleName;
            rule.note = QString::fromUtf8(note->note);
            rule.shown = note->shown;
            if (note->numbersWithUpgradeOnly && !upgrade) {
                // The unit alone has the rule's name and note; its numbers come with the upgrade.
                rule.asked = note->asked;
                if (!rule.classified())
                    report(item, QLatin1String("specialRules.") + ruleName,
                           WmSelectorConverter::tr("the note says neither what wmassist asks nor shows "
                                                   "without the upgrade"));
                read.rules.append(rule);
                continue;
            }
            rule.conditions = note->conditions;
            rule.traits = (RuleText::traits(text) | note->add) & ~note->remove;
            rule.weapon = note->weapon.has_value();
            rule.attacks = note->attacks;
            read.attacks += note->attacks;
            rule.asked = note->asked;
            rule.attachedStand = note->attachedStand;
            if (const JoinLimits joining = note->joinLimits(); !joining.isEmpty()) {
                rule.joinLimits = true;
                read.joining |= joining;
            }
            read.traits |= note->add;
            read.traits &= ~note->remove;
            for (const TraitValue &v : note->values) {
                read.traits |= v.trait;
                rule.traits |= v.trait;
                if (v.value != defaultTraitValue(v.trait))
                    read.values.insert(v.trait, v.value);
            }
            if (!rule.classified())
                report(item, QLatin1String("specialRules.") + ruleName,
                       WmSelectorConverter::tr("the note says neither what wmassist applies, asks nor shows"));
            read.rules.append(rule);
            if (note->weapon)
                read.weapons.append(*note->weapon);
            if (note->fullPaceCm)
                read.fullPaceCm = note->fullPaceCm;
            if (note->shootingAttacks) {
                read.shootingAttacks = note->shootingAttacks;
                read.rangeCm = note->rangeCm;
            }
        }
        return read;
    }

    QString unitIdFor(const QString &item, const QString &field, const QString &name)
    {
        if (!m_units.contains(name)) {
            report(item, field,
                   WmSelectorConverter::tr("names the unit \"%1\", which the list does not have").arg(name));
            return {};
        }
        return ArmyList::unitId(m_key, name);
    }

    QStringList unitIdsFor(const QString &item, const QString &field, const QJsonValue &names)
    {
        QStringList ids;
        for (const QJsonValue name : names.toArray()) {
            const QString id = unitIdFor(item, field, name.toString());
            if (!id.isEmpty())
                ids.append(id);
        }
        return ids;
    }

    std::optional<int> limit(const QString &item, const QJsonObject &o, const QString &field)
    {
        const QJsonValue v = o.value(field);
        if (v.isUndefined())
            return std::nullopt;
        const std::optional<int> n = wholeNumber(v);
        if (!n || *n < 0) {
            report(item, field,
                   WmSelectorConverter::tr("not converted: expected a whole number, found %1")
                       .arg(WmSelectorConverter::shown(v)));
            return std::nullopt;
        }
        return n;
    }

    // "5+", "-", and the "-/6+" of a stand that takes its unit's armour: the best save is kept.
    Armour armour(const QString &item, const QJsonValue &v)
    {
        if (v.isUndefined())
            return Armour::none();
        const QString text = v.toString();
        const QStringList choices = text.split(QLatin1Char('/'));
        std::optional<Armour> best;
        for (const QString &choice : choices) {
            const std::optional<Armour> a = Armour::parse(choice);
            if (!a || !a->isValid()) {
                report(item, QStringLiteral("armour"),
                       WmSelectorConverter::tr("not readable: %1; no armour kept").arg(WmSelectorConverter::shown(v)));
                return Armour::none();
            }
            if (!best || (a->hasSave() && (!best->hasSave() || *a->score() < *best->score())))
                best = a;
        }
        if (choices.size() > 1)
            report(item, QStringLiteral("armour"),
                   WmSelectorConverter::tr("%1 is a choice of values; the profile holds %2 and the note tells the rest")
                       .arg(WmSelectorConverter::shown(v), best->toString()));
        return *best;
    }

    void reportUnknownFields(const QString &item, const QJsonObject &o, const QStringList &known)
    {
        for (auto it = o.begin(); it != o.end(); ++it) {
            if (!known.contains(it.key()))
                report(item, it.key(), WmSelectorConverter::tr("not converted: a field the converter does not know"));
        }
    }

    // Source mistakes read as their evident meaning, each reported.
    void applyErrata(const QString &name, QJsonObject &o)
    {
        // Cathay Maneaters: their Hits value sits in the range field and the unit does not shoot.
        if (!o.contains(QStringLiteral("hits")) && o.value(QStringLiteral("range")).isDouble() &&
            !QString(o.value(QStringLiteral("attack")).toVariant().toString()).contains(QLatin1Char('/'))) {
            report(name, QStringLiteral("range"),
                   WmSelectorConverter::tr("%1 with no hits and no shooting attacks: read as Hits %1")
                       .arg(WmSelectorConverter::shown(o.value(QStringLiteral("range")))));
            o.insert(QStringLiteral("hits"), o.value(QStringLiteral("range")));
            o.remove(QStringLiteral("range"));
        }
        // High Elf Reavers of the classic list: a range but no shooting attacks; mounted archers
        // shoot 1 a stand.
        const QJsonValue attack = o.value(QStringLiteral("attack"));
        if (o.contains(QStringLiteral("range")) && attack.isDouble()) {
            const QString read = QString::number(attack.toInt()) + QLatin1String("/1");
            report(name, QStringLiteral("attack"),
                   WmSelectorConverter::tr("%1 with a range but no shooting attacks: read as \"%2\"")
                       .arg(WmSelectorConverter::shown(attack), read));
            o.insert(QStringLiteral("attack"), read);
        }
    }

    std::optional<ArmyUnit> readUnit(const QString &name, QJsonObject o)
    {
        reportUnknownUnitFields(name, o);
        applyErrata(name, o);

        ArmyUnit unit;
        unit.id = ArmyList::unitId(m_key, name);
        UnitProfile &p = unit.profile;
        p.name = name;

        const std::optional<int> order = wholeNumber(o.value(QStringLiteral("order")));
        if (!order || *order < 0) {
            report(name, QStringLiteral("order"),
                   WmSelectorConverter::tr("unit left out: expected its order, found %1")
                       .arg(WmSelectorConverter::shown(o.value(QStringLiteral("order")))));
            return std::nullopt;
        }
        unit.order = *order;
        const std::optional<UnitType> type = unitType(o.value(QStringLiteral("type")).toString());
        if (!type) {
            report(name, QStringLiteral("type"),
                   WmSelectorConverter::tr("unit left out: not a unit type, %1")
                       .arg(WmSelectorConverter::shown(o.value(QStringLiteral("type")))));
            return std::nullopt;
        }
        p.type = *type;

        readUnitAttack(name, o, p);
        readUnitRange(name, o, p);

        readUnitHits(name, o, p);
        p.armour = armour(name, o.value(QStringLiteral("armour")));

        const RulesRead rules = readRules(name, rulesOf(name, o), false);
        p.traits = rules.traits;
        p.traitValues = rules.values;
        p.rules = rules.rules;
        addArmyRulesToUnit(name, p);

        readUnitCommand(name, o, p);
        readUnitSize(name, o, unit);
        readUnitWeapon(name, rules, p);
        if (!p.isCharacter() && rules.fullPaceCm)
            p.fullPaceCm = rules.fullPaceCm;
        p.joining = rules.joining;
        // Artillery is destroyed when it must retreat whatever its traits say.
        if (p.type == UnitType::Artillery)
            p.traits &= ~Traits(Trait::DestroyedIfRetreating);

        readUnitPointsAndLimits(name, o, unit);

        readUnitUpgrades(name, o, unit);
        // The list's own flag, or a rule of the unit that says so in words (Gnoblars, Temple Daemons).
        unit.magicItemsAllowed = !o.value(QStringLiteral("noMagic")).toBool() && !m_noMagic && !rules.noMagicItems;
        unit.countsTowardsBreakPoint = !o.value(QStringLiteral("noCount")).toBool();
        unit.sharesLimitsWith =
            unitIdsFor(name, QStringLiteral("homologousUnits"), o.value(QStringLiteral("homologousUnits")));
        unit.requiredUnits =
            unitIdsFor(name, QStringLiteral("requiredUnits"), o.value(QStringLiteral("requiredUnits")));

        const QList<Error> problems = p.validate();
        for (const Error &problem : problems)
            report(name, problem.field, WmSelectorConverter::tr("unit left out: %1").arg(problem.message));
        if (!problems.isEmpty())
            return std::nullopt;
        return unit;
    }

    // Reports the fields of a unit the converter does not read.
    void reportUnknownUnitFields(const QString &name, const QJsonObject &o)
    {
        reportUnknownFields(name, o,
                            {QStringLiteral("order"),
                             QStringLiteral("type"),
                             QStringLiteral("attack"),
                             QStringLiteral("range"),
                             QStringLiteral("hits"),
                             QStringLiteral("armour"),
                             QStringLiteral("command"),
                             QStringLiteral("size"),
                             QStringLiteral("points"),
                             QStringLiteral("min"),
                             QStringLiteral("max"),
                             QStringLiteral("armyMin"),
                             QStringLiteral("armyMax"),
                             QStringLiteral("upgrades"),
                             QStringLiteral("specialRules"),
                             QStringLiteral("noCount"),
                             QStringLiteral("noMagic"),
                             QStringLiteral("augendUnits"),
                             QStringLiteral("homologousUnits"),
                             QStringLiteral("requiredUnits")});
    }

    // A unit's Hits: characters have none.
    void readUnitHits(const QString &name, const QJsonObject &o, UnitProfile &p)
    {
        if (p.isCharacter()) {
            if (o.contains(QStringLiteral("hits")))
                report(name, QStringLiteral("hits"),
                       WmSelectorConverter::tr("a character has no Hits value; not kept"));
        } else {
            const std::optional<int> hits = wholeNumber(o.value(QStringLiteral("hits")));
            if (!hits || *hits < 1)
                report(name, QStringLiteral("hits"),
                       WmSelectorConverter::tr("expected a whole number of 1 or more, found %1")
                           .arg(WmSelectorConverter::shown(o.value(QStringLiteral("hits")))));
            else
                p.hits = hits;
        }
    }

    void addArmyRulesToUnit(const QString &name, UnitProfile &p)
    {
        // The army's rules: the units' part to every unit they do not leave out, the characters'
        // part (a Command range) to the characters.
        for (qsizetype i = 0; i < m_list.rules.size(); ++i) {
            const ArmyRuleNote *note = m_armyNotes.at(i);
            if (m_armyRuleExcept.at(i).contains(name))
                continue;
            const Traits flags = p.isCharacter() ? Traits() : note->add;
            const QList<TraitValue> &values = p.isCharacter() ? note->characterValues : note->values;
            if (!flags && values.isEmpty() && p.isCharacter())
                continue;
            p.traits |= flags;
            for (const TraitValue &v : values) {
                p.traits |= v.trait;
                if (v.value != defaultTraitValue(v.trait))
                    p.traitValues.insert(v.trait, v.value);
            }
            p.rules.append(m_list.rules.at(i));
        }
    }

    // A unit's price and how many of it an army may have.
    void readUnitPointsAndLimits(const QString &name, const QJsonObject &o, ArmyUnit &unit)
    {
        const std::optional<int> points = wholeNumber(o.value(QStringLiteral("points")));
        if (!points || *points < 0)
            report(name, QStringLiteral("points"),
                   WmSelectorConverter::tr("expected a whole number, found %1; 0 kept")
                       .arg(WmSelectorConverter::shown(o.value(QStringLiteral("points")))));
        else
            unit.points = *points;
        unit.minPer1000 = limit(name, o, QStringLiteral("min"));
        unit.maxPer1000 = limit(name, o, QStringLiteral("max"));
        unit.armyMin = limit(name, o, QStringLiteral("armyMin"));
        unit.armyMax = limit(name, o, QStringLiteral("armyMax"));
    }

    // The upgrades a unit may take: the list's own, and the magic items it names among them.
    void readUnitUpgrades(const QString &name, const QJsonObject &o, ArmyUnit &unit)
    {
        for (const QJsonValue v : o.value(QStringLiteral("upgrades")).toArray()) {
            const QString upgrade = v.toString();
            if (m_upgrades.contains(upgrade))
                unit.upgrades.append(ArmyList::upgradeId(m_key, upgrade));
            else if (isMagicItem(upgrade))
                unit.magicItems.append(upgrade);
            else
                report(
                    name, QStringLiteral("upgrades"),
                    WmSelectorConverter::tr("\"%1\" is neither an upgrade of the list nor a known magic item; left out")
                        .arg(upgrade));
        }
    }

    void readUnitAttack(const QString &name, const QJsonObject &o, UnitProfile &p)
    {
        const QJsonValue attackValue = o.value(QStringLiteral("attack"));
        if (attackValue.isUndefined()) {
            report(name, QStringLiteral("attack"), WmSelectorConverter::tr("missing; taken as 0"));
            return;
        }
        const std::optional<ParsedAttack> attack = WmSelectorConverter::parseAttack(attackValue, name);
        if (!attack) {
            report(
                name, QStringLiteral("attack"),
                WmSelectorConverter::tr("not readable: %1; taken as 0").arg(WmSelectorConverter::shown(attackValue)));
            return;
        }
        if (attack->isBonus != p.isCharacter())
            report(name, QStringLiteral("attack"),
                   p.isCharacter() ? WmSelectorConverter::tr("%1 for a character, who adds a bonus; read as a bonus")
                                         .arg(WmSelectorConverter::shown(attackValue))
                                   : WmSelectorConverter::tr("%1 is a bonus, but this is not a character")
                                         .arg(WmSelectorConverter::shown(attackValue)));
        p.combatAttacks = attack->combatAttacks;
        if (attack->isBonus && attack->shootingAttacks)
            report(name, QStringLiteral("attack"), WmSelectorConverter::tr("a character's shooting bonus is not kept"));
        else
            p.shootingAttacks = attack->shootingAttacks;
        p.weapon = attack->weapon;
        if (attack->rolledCombat)
            report(name, QStringLiteral("attack"),
                   WmSelectorConverter::tr(
                       "%1 attacks are rolled each round; the profile holds 0 and the note tells the rest")
                       .arg(WmSelectorConverter::shown(attackValue)));
        if (attack->rolledShots) {
            report(name, QStringLiteral("attack"),
                   WmSelectorConverter::tr(
                       "%1: a weapon that rolls its attacks but is no Death Rocket or Rocket Launcher; the "
                       "profile does not shoot")
                       .arg(WmSelectorConverter::shown(attackValue)));
            p.shootingAttacks.reset();
        }
        if (attack->shortRangeShootingAttacks)
            report(name, QStringLiteral("attack"),
                   WmSelectorConverter::tr(
                       "%1: the profile holds %2 shooting attacks, those at full range; the note tells the rest")
                       .arg(WmSelectorConverter::shown(attackValue))
                       .arg(*attack->shootingAttacks));
    }

    void readUnitRange(const QString &name, const QJsonObject &o, UnitProfile &p)
    {
        const QJsonValue range = o.value(QStringLiteral("range"));
        if (!p.shootingAttacks) {
            if (!range.isUndefined() && !p.isCharacter())
                report(name, QStringLiteral("range"),
                       WmSelectorConverter::tr("%1 for a unit that does not shoot; not kept")
                           .arg(WmSelectorConverter::shown(range)));
            return;
        }
        p.rangeCm = WmSelectorConverter::parseRange(range);
        if (!p.rangeCm) {
            report(name, QStringLiteral("range"),
                   WmSelectorConverter::tr("not readable: %1; the unit does not shoot")
                       .arg(WmSelectorConverter::shown(range)));
            p.shootingAttacks.reset();
            p.weapon = Weapon::Standard;
        } else if (range.toString().contains(QLatin1Char('-'))) {
            report(
                name, QStringLiteral("range"),
                WmSelectorConverter::tr("%1 has a shortest range; the profile holds %2 cm and the note tells the rest")
                    .arg(WmSelectorConverter::shown(range))
                    .arg(*p.rangeCm));
        }
    }

    void readUnitCommand(const QString &name, const QJsonObject &o, UnitProfile &p)
    {
        const QJsonValue command = o.value(QStringLiteral("command"));
        if (!p.isCharacter()) {
            if (!command.isUndefined())
                report(name, QStringLiteral("command"),
                       WmSelectorConverter::tr("only characters have a Command value; not kept"));
            return;
        }
        const std::optional<int> value = wholeNumber(command);
        if (value && *value == 0 && p.has(Trait::GivesNoOrders)) {
            report(name, QStringLiteral("command"),
                   WmSelectorConverter::tr("0 for a character who gives no orders: no Command kept"));
            return;
        }
        if (!value || *value < 1 || *value > 10) {
            report(name, QStringLiteral("command"),
                   WmSelectorConverter::tr("expected 1 to 10, found %1").arg(WmSelectorConverter::shown(command)));
            return;
        }
        p.command = value;
    }

    void readUnitSize(const QString &name, const QJsonObject &o, ArmyUnit &unit)
    {
        const QJsonValue size = o.value(QStringLiteral("size"));
        if (size.isString() && size.toString().startsWith(QLatin1Char('+'))) {
            // "+1": stands added to another unit, never a unit of their own.
            unit.profile.stands = signedNumber(size).value_or(1);
            unit.addsStandsTo = unitIdsFor(name, QStringLiteral("augendUnits"), o.value(QStringLiteral("augendUnits")));
            // The rule's text may name fewer units than the list's data does ("any infantry unit apart
            // from Flagellants").
            if (const RuleNote *note = WmSelectorNotes::find(m_rulesetKey, m_key, name)) {
                const QStringList excluded = QString::fromUtf8(note->notAddedTo).split(u'|', Qt::SkipEmptyParts);
                for (const QString &other : excluded)
                    unit.addsStandsTo.removeAll(ArmyList::unitId(m_key, other));
                unit.shootingAttacksAtChargers = note->shootingAttacksAtChargers;
            }
            if (unit.addsStandsTo.isEmpty())
                report(name, QStringLiteral("size"),
                       WmSelectorConverter::tr("%1 but no units to add the stands to")
                           .arg(WmSelectorConverter::shown(size)));
            return;
        }
        if (o.contains(QStringLiteral("augendUnits")))
            report(name, QStringLiteral("augendUnits"), WmSelectorConverter::tr("for a unit of its own; not kept"));
        const std::optional<int> stands = wholeNumber(size);
        if (!stands || *stands < 1) {
            report(
                name, QStringLiteral("size"),
                WmSelectorConverter::tr("expected a number of stands, found %1").arg(WmSelectorConverter::shown(size)));
            return;
        }
        unit.profile.stands = *stands;
    }

    void readUnitWeapon(const QString &name, const RulesRead &rules, UnitProfile &p)
    {
        if (!p.shootingAttacks) {
            if (!rules.weapons.isEmpty())
                report(name, QStringLiteral("specialRules"),
                       WmSelectorConverter::tr("a weapon rule for a unit that does not shoot; not kept"));
            return;
        }
        // The attack value's own form (bounce, range bands, dice) decides first; a rocket shoots as
        // a stone thrower does, and is still a rocket.
        if (p.weapon == Weapon::Standard) {
            QList<Weapon> weapons;
            for (Weapon weapon : rules.weapons) {
                if (!weapons.contains(weapon))
                    weapons.append(weapon);
            }
            if (weapons.size() > 1)
                report(name, QStringLiteral("specialRules"),
                       WmSelectorConverter::tr("its rules name different weapons; the first is kept"));
            if (!weapons.isEmpty()) {
                p.weapon = weapons.first();
            } else if (const std::optional<Weapon> weapon = weaponWithoutRule(m_rulesetKey, m_key, name)) {
                p.weapon = *weapon;
                report(
                    name, QStringLiteral("specialRules"),
                    WmSelectorConverter::tr("no rule for this machine; taken as %1, as the other ruleset's list has it")
                        .arg(WeaponText::name(*weapon)));
            } else if (p.type == UnitType::Artillery) {
                report(name, QStringLiteral("attack"),
                       WmSelectorConverter::tr(
                           "artillery with no weapon rule wmassist knows: it shoots as ordinary missiles"));
            }
        }
        p.traits &= ~WeaponRules::impliedTraits(p.weapon);
    }

    std::optional<ArmyUpgrade> readUpgrade(const QString &name, const QJsonObject &o)
    {
        reportUnknownFields(name, o,
                            {QStringLiteral("order"), QStringLiteral("type"), QStringLiteral("attack"),
                             QStringLiteral("points"), QStringLiteral("max"), QStringLiteral("armyMax"),
                             QStringLiteral("range"), QStringLiteral("hits"), QStringLiteral("armour"),
                             QStringLiteral("size"), QStringLiteral("specialRules"), QStringLiteral("requiredUnits"),
                             QStringLiteral("addOnUpgrades")});
        ArmyUpgrade upgrade;
        upgrade.id = ArmyList::upgradeId(m_key, name);
        upgrade.name = name;
        const std::optional<int> order = wholeNumber(o.value(QStringLiteral("order")));
        if (!order || *order < 0) {
            report(name, QStringLiteral("order"),
                   WmSelectorConverter::tr("upgrade left out: expected its order, found %1")
                       .arg(WmSelectorConverter::shown(o.value(QStringLiteral("order")))));
            return std::nullopt;
        }
        upgrade.order = *order;

        // An upgrade with a unit's Hits and size fields the unit as another unit of the list.
        const bool swap = o.contains(QStringLiteral("hits")) || o.contains(QStringLiteral("size"));
        readUpgradeKind(name, o, swap, upgrade);

        if (swap)
            readSwap(name, o, upgrade);
        else
            readBonus(name, o, upgrade);

        const std::optional<int> points = signedNumber(o.value(QStringLiteral("points")));
        if (!points)
            report(name, QStringLiteral("points"),
                   WmSelectorConverter::tr("expected a number of points, found %1; 0 kept")
                       .arg(WmSelectorConverter::shown(o.value(QStringLiteral("points")))));
        else
            upgrade.pointsDelta = *points;
        upgrade.maxPer1000 = limit(name, o, QStringLiteral("max"));
        upgrade.armyMax = limit(name, o, QStringLiteral("armyMax"));
        upgrade.requiredUnits =
            unitIdsFor(name, QStringLiteral("requiredUnits"), o.value(QStringLiteral("requiredUnits")));
        readAddOnUpgrades(name, o, upgrade);

        const RulesRead rules = readRules(name, rulesOf(name, o), true);
        addRulesToUpgrade(name, rules, upgrade);
        return upgrade;
    }

    // A mount, a magic upgrade (one that offers items) or another upgrade; `swap`: one that fields
    // the unit as another.
    void readUpgradeKind(const QString &name, const QJsonObject &o, bool swap, ArmyUpgrade &upgrade)
    {
        const QString type = o.value(QStringLiteral("type")).toString();
        if (type.endsWith(QLatin1String(" Mount")))
            upgrade.kind = UpgradeKind::Mount;
        else if (o.contains(QStringLiteral("addOnUpgrades")))
            upgrade.kind = UpgradeKind::Magic;
        else if (type != QLatin1String("Special") && !swap)
            report(name, QStringLiteral("type"),
                   WmSelectorConverter::tr("%1 is not an upgrade type the converter knows; kept as other")
                       .arg(WmSelectorConverter::shown(o.value(QStringLiteral("type")))));
    }

    // The magic items an upgrade offers and the upgrades it unlocks.
    void readAddOnUpgrades(const QString &name, const QJsonObject &o, ArmyUpgrade &upgrade)
    {
        for (const QJsonValue v : o.value(QStringLiteral("addOnUpgrades")).toArray()) {
            const QString item = v.toString();
            if (isMagicItem(item))
                upgrade.magicItems.append(item);
            else if (m_upgrades.contains(item))
                upgrade.unlocks.append(ArmyList::upgradeId(m_key, item));
            else
                report(
                    name, QStringLiteral("addOnUpgrades"),
                    WmSelectorConverter::tr("\"%1\" is neither an upgrade of the list nor a known magic item; left out")
                        .arg(item));
        }
    }

    // What the upgrade's rules and their notes give it.
    void addRulesToUpgrade(const QString &name, const RulesRead &rules, ArmyUpgrade &upgrade)
    {
        upgrade.traits = rules.traits;
        upgrade.traitValues = rules.values;
        upgrade.joining = rules.joining;
        if (rules.attacks != 0) {
            if (upgrade.combatAttackBonus != 0)
                report(name, QStringLiteral("attack"),
                       WmSelectorConverter::tr("%1 from the list and %2 from its note; the list's number is kept")
                           .arg(upgrade.combatAttackBonus)
                           .arg(rules.attacks));
            else
                upgrade.combatAttackBonus = rules.attacks;
        }
        if (rules.shootingAttacks && !upgrade.rangeCm) {
            upgrade.shootingAttackBonus = rules.shootingAttacks;
            upgrade.rangeCm = rules.rangeCm;
        }
        upgrade.rules = rules.rules;
        if (!rules.weapons.isEmpty())
            report(name, QStringLiteral("specialRules"),
                   WmSelectorConverter::tr("a weapon rule for an upgrade; not kept"));
    }

    // A mount's or item's bonus: "+2", or "+2/+2" with shooting attacks at a range.
    void readBonus(const QString &name, const QJsonObject &o, ArmyUpgrade &upgrade)
    {
        const QJsonValue attackValue = o.value(QStringLiteral("attack"));
        if (!attackValue.isUndefined()) {
            const std::optional<ParsedAttack> attack = WmSelectorConverter::parseAttack(attackValue, name);
            if (!attack || !attack->isBonus) {
                report(name, QStringLiteral("attack"),
                       WmSelectorConverter::tr("not a bonus: %1; 0 kept").arg(WmSelectorConverter::shown(attackValue)));
            } else {
                upgrade.combatAttackBonus = attack->combatAttacks;
                upgrade.shootingAttackBonus = attack->shootingAttacks;
            }
        }
        const QJsonValue range = o.value(QStringLiteral("range"));
        if (range.isUndefined() || range.toString() == QLatin1String("as unit"))
            return; // "as unit": its shots go at the range of the unit the character joins
        upgrade.rangeCm = WmSelectorConverter::parseRange(range);
        if (!upgrade.rangeCm)
            report(name, QStringLiteral("range"),
                   WmSelectorConverter::tr("not readable: %1; not kept").arg(WmSelectorConverter::shown(range)));
        else if (!upgrade.shootingAttackBonus)
            report(
                name, QStringLiteral("range"),
                WmSelectorConverter::tr("a range with no shooting attacks in the attack value; the note tells them"));
    }

    // An upgrade that fields the unit as another unit of the list (Crossbowmen as Handgunners):
    // the other unit's entry holds the profile, so the upgrade's numbers must match it.
    void readSwap(const QString &name, const QJsonObject &o, ArmyUpgrade &upgrade)
    {
        if (!m_units.contains(name)) {
            report(name, QString(),
                   WmSelectorConverter::tr(
                       "a unit profile for an upgrade, and no unit of that name to take it from; not kept"));
            return;
        }
        upgrade.replacesWith = ArmyList::unitId(m_key, name);
        const QJsonObject unit = m_units.value(name).toObject();
        for (const char *field : {"attack", "range", "hits", "armour", "size"}) {
            const QString f = QString::fromLatin1(field);
            const QJsonValue mine = o.value(f);
            const QJsonValue theirs = unit.value(f);
            if (mine.toVariant().toString() != theirs.toVariant().toString())
                report(name, f,
                       WmSelectorConverter::tr("%1, where the unit it swaps to has %2; the unit's value is used")
                           .arg(WmSelectorConverter::shown(mine), WmSelectorConverter::shown(theirs)));
        }
    }

    const QJsonObject m_source;
    const QString m_rulesetKey;
    const QString m_key;
    const QJsonObject m_rules;
    const QJsonObject m_units;
    const QJsonObject m_upgrades;
    ArmyList m_list;
    Traits m_armyTraits;
    QList<const ArmyRuleNote *> m_armyNotes;
    QList<QStringList> m_armyRuleExcept; // by army rule: the units it leaves out
    bool m_noMagic = false;
    QList<ConversionIssue> m_issues;
    QSet<const RuleNote *> m_usedNotes;
};

} // namespace

WmSelectorListConversion WmSelectorListConversion::run(const QJsonObject &source, RulesetId ruleset, const QString &key)
{
    return ListConversion(source, ruleset, key).run();
}

} // namespace wm
