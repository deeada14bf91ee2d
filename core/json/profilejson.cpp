// SPDX-License-Identifier: GPL-3.0-or-later
#include "profilejson.h"

#include "core/limits.h"

#include <QHash>

namespace wm {

namespace {

void putOptional(QJsonObject &o, const QString &key, const std::optional<int> &value)
{
    if (value)
        o.insert(key, *value);
}

QString armourText(const Armour &armour)
{
    return armour.score() ? QString::number(*armour.score()) + QLatin1Char('+') : QStringLiteral("none");
}

Armour readArmour(const JsonReader &r, const QJsonObject &o, const QString &path)
{
    const QString key = QStringLiteral("armour");
    const QJsonValue v = o.value(key);
    if (v.isUndefined())
        return Armour::none();
    if (v.isString()) {
        if (v.toString() == QLatin1String("none"))
            return Armour::none();
        const std::optional<Armour> armour = Armour::parse(v.toString());
        if (armour && armour->hasSave() && armour->isValid() && v.toString().endsWith(QLatin1Char('+')))
            return *armour;
    }
    r.expected(JsonReader::join(path, key), JsonReader::tr("3+, 4+, 5+, 6+ or \"none\""), v);
}

// The profile fields UnitProfile::validate() names, as the files name them.
QString fileField(const QString &profileField)
{
    static const QHash<QString, QString> names{
        {QStringLiteral("combatAttacks"), QStringLiteral("attacks")},
        {QStringLiteral("range"), QStringLiteral("rangeCm")},
        {QStringLiteral("fullPace"), QStringLiteral("fullPaceCm")},
    };
    return names.value(profileField, profileField);
}

QJsonObject writeAttached(const AttachedStand &a)
{
    QJsonObject o{{QStringLiteral("name"), a.name}, {QStringLiteral("attacks"), a.combatAttacks}};
    putOptional(o, QStringLiteral("shootingAttacks"), a.shootingAttacks);
    putOptional(o, QStringLiteral("rangeCm"), a.rangeCm);
    putOptional(o, QStringLiteral("shootingAttacksAtChargers"), a.shootingAttacksAtChargers);
    ProfileJson::writeTraits(o, a.traits);
    return o;
}

AttachedStand readAttached(const JsonReader &r, const QJsonObject &o, const QString &path)
{
    r.onlyFields(o, path,
                 {QStringLiteral("name"), QStringLiteral("attacks"), QStringLiteral("shootingAttacks"),
                  QStringLiteral("rangeCm"), QStringLiteral("shootingAttacksAtChargers"), QStringLiteral("traits")});
    AttachedStand a;
    a.name = r.text(o, path, QStringLiteral("name"), Limits::NameLength);
    a.combatAttacks = r.requiredInt(o, path, QStringLiteral("attacks"), 0, Limits::Attacks);
    a.shootingAttacks = r.optionalInt(o, path, QStringLiteral("shootingAttacks"), 1, Limits::Attacks);
    a.rangeCm = r.optionalInt(o, path, QStringLiteral("rangeCm"), 1, Limits::DistanceCm);
    a.shootingAttacksAtChargers =
        r.optionalInt(o, path, QStringLiteral("shootingAttacksAtChargers"), 1, Limits::Attacks);
    a.traits = ProfileJson::readTraits(r, o, path);
    return a;
}

QJsonArray writeConditions(const QList<RuleCondition> &conditions)
{
    QJsonArray written;
    for (const RuleCondition &c : conditions) {
        QJsonObject co{{QStringLiteral("trait"), enumKey(c.trait)}};
        QJsonArray parts;
        for (const ConditionPart &p : c.parts) {
            QJsonObject po{{QStringLiteral("test"), enumKey(p.test)}};
            if (p.unless)
                po.insert(QStringLiteral("unless"), true);
            if (!p.names.isEmpty())
                po.insert(QStringLiteral("names"), QJsonArray::fromStringList(p.names));
            parts.append(po);
        }
        if (!parts.isEmpty())
            co.insert(QStringLiteral("parts"), parts);
        if (!c.said.isEmpty())
            co.insert(QStringLiteral("said"), c.said);
        if (c.onceABattle)
            co.insert(QStringLiteral("onceABattle"), true);
        if (c.reach != RuleReach::Self)
            co.insert(QStringLiteral("reach"), enumKey(c.reach));
        if (c.ignoresTerror)
            co.insert(QStringLiteral("ignoresTerror"), true);
        written.append(co);
    }
    return written;
}

// Parts a condition may have: no more than a rule has things to say.
constexpr int MostConditionParts = 10;

QList<RuleCondition> readConditions(const JsonReader &r, const QJsonObject &o, const QString &path, Traits ruleTraits)
{
    const QString key = QStringLiteral("conditions");
    QList<RuleCondition> conditions;
    const QJsonArray list = r.optionalObjects(o, path, key, Limits::ListEntries);
    for (qsizetype i = 0; i < list.size(); ++i) {
        const QString at = JsonReader::at(JsonReader::join(path, key), i);
        const QJsonObject co = list.at(i).toObject();
        r.onlyFields(co, at,
                     {QStringLiteral("trait"), QStringLiteral("parts"), QStringLiteral("said"),
                      QStringLiteral("onceABattle"), QStringLiteral("reach"), QStringLiteral("ignoresTerror")});
        RuleCondition c;
        c.trait = r.keyed<Trait>(co, at, QStringLiteral("trait"));
        // A condition governs one of the rule's own traits.
        if (!ruleTraits.testFlag(c.trait))
            r.fail(JsonReader::join(at, QStringLiteral("trait")), JsonReader::tr("not one of the rule's traits"));
        const QJsonArray parts = r.optionalObjects(co, at, QStringLiteral("parts"), MostConditionParts);
        for (qsizetype j = 0; j < parts.size(); ++j) {
            const QString pat = JsonReader::at(JsonReader::join(at, QStringLiteral("parts")), j);
            const QJsonObject po = parts.at(j).toObject();
            r.onlyFields(po, pat, {QStringLiteral("test"), QStringLiteral("unless"), QStringLiteral("names")});
            ConditionPart part;
            part.test = r.keyed<ConditionTest>(po, pat, QStringLiteral("test"));
            part.unless = r.flag(po, pat, QStringLiteral("unless"), false);
            part.names = r.texts(po, pat, QStringLiteral("names"), Limits::NameLength, Limits::ListEntries);
            c.parts.append(part);
        }
        c.said = r.anyText(co, at, QStringLiteral("said"), Limits::NoteLength);
        c.onceABattle = r.flag(co, at, QStringLiteral("onceABattle"), false);
        if (co.contains(QStringLiteral("reach")))
            c.reach = r.keyed<RuleReach>(co, at, QStringLiteral("reach"));
        c.ignoresTerror = r.flag(co, at, QStringLiteral("ignoresTerror"), false);
        // The players can only answer a question that is put to them.
        if (c.asksPlayers() && c.said.isEmpty())
            r.fail(JsonReader::join(at, QStringLiteral("said")),
                   JsonReader::tr("a condition the players answer needs its question"));
        conditions.append(c);
    }
    return conditions;
}

} // namespace

void ProfileJson::writeTraits(QJsonObject &o, Traits traits)
{
    // In the order of AllTraits, so that the same traits always give the same file.
    QStringList keys;
    for (Trait trait : AllTraits) {
        if (traits.testFlag(trait))
            keys.append(enumKey(trait));
    }
    if (!keys.isEmpty())
        o.insert(QStringLiteral("traits"), QJsonArray::fromStringList(keys));
}

void ProfileJson::writeTraitValues(QJsonObject &o, const TraitValues &values)
{
    QJsonObject written;
    for (auto it = values.cbegin(); it != values.cend(); ++it)
        written.insert(enumKey(it.key()), it.value());
    if (!written.isEmpty())
        o.insert(QStringLiteral("traitValues"), written);
}

TraitValues ProfileJson::readTraitValues(const JsonReader &r, const QJsonObject &o, const QString &path)
{
    const QString key = QStringLiteral("traitValues");
    TraitValues result;
    if (!o.contains(key))
        return result;
    const QJsonValue value = o.value(key);
    if (!value.isObject())
        r.expected(JsonReader::join(path, key), JsonReader::tr("an object"), value);
    const QJsonObject values = value.toObject();
    for (auto it = values.constBegin(); it != values.constEnd(); ++it) {
        const QString field = JsonReader::join(JsonReader::join(path, key), it.key());
        const std::optional<Trait> trait = enumFromKey<Trait>(it.key());
        if (!trait || !takesValue(*trait))
            r.fail(field, JsonReader::tr("not a special rule that takes a value"));
        const auto [least, most] = traitValueRange(*trait);
        result.insert(*trait, r.requiredInt(values, JsonReader::join(path, key), it.key(), least, most));
    }
    return result;
}

void ProfileJson::writeJoining(QJsonObject &o, const JoinLimits &limits)
{
    if (limits.isEmpty())
        return;
    QJsonObject j;
    if (limits.noCharacters)
        j.insert(QStringLiteral("noCharacters"), true);
    if (!limits.onlyCharactersWithRule.isEmpty())
        j.insert(QStringLiteral("onlyCharactersWithRule"), QJsonArray::fromStringList(limits.onlyCharactersWithRule));
    if (!limits.notIntoTypes.isEmpty()) {
        QStringList keys;
        for (UnitType type : limits.notIntoTypes)
            keys.append(enumKey(type));
        j.insert(QStringLiteral("notIntoTypes"), QJsonArray::fromStringList(keys));
    }
    if (!limits.onlyIntoUnitsWithRule.isEmpty())
        j.insert(QStringLiteral("onlyIntoUnitsWithRule"), QJsonArray::fromStringList(limits.onlyIntoUnitsWithRule));
    o.insert(QStringLiteral("joining"), j);
}

JoinLimits ProfileJson::readJoining(const JsonReader &r, const QJsonObject &o, const QString &path)
{
    const QString key = QStringLiteral("joining");
    JoinLimits limits;
    if (!o.contains(key))
        return limits;
    const QJsonValue value = o.value(key);
    const QString at = JsonReader::join(path, key);
    if (!value.isObject())
        r.expected(at, JsonReader::tr("an object"), value);
    const QJsonObject j = value.toObject();
    r.onlyFields(j, at,
                 {QStringLiteral("noCharacters"), QStringLiteral("onlyCharactersWithRule"),
                  QStringLiteral("notIntoTypes"), QStringLiteral("onlyIntoUnitsWithRule")});
    limits.noCharacters = r.flag(j, at, QStringLiteral("noCharacters"), false);
    limits.onlyCharactersWithRule =
        r.texts(j, at, QStringLiteral("onlyCharactersWithRule"), Limits::NameLength, Limits::ListEntries);
    const QString types = QStringLiteral("notIntoTypes");
    const QStringList typeKeys = r.texts(j, at, types, Limits::NameLength, Limits::ListEntries);
    for (qsizetype i = 0; i < typeKeys.size(); ++i) {
        const std::optional<UnitType> type = enumFromKey<UnitType>(typeKeys.at(i));
        if (!type)
            r.expected(JsonReader::at(JsonReader::join(at, types), i),
                       JsonReader::tr("one of %1").arg(JsonReader::quoted(enumKeys<UnitType>())), typeKeys.at(i));
        limits.notIntoTypes.append(*type);
    }
    limits.onlyIntoUnitsWithRule =
        r.texts(j, at, QStringLiteral("onlyIntoUnitsWithRule"), Limits::NameLength, Limits::ListEntries);
    return limits;
}

void ProfileJson::writeRules(QJsonObject &o, const QList<SpecialRule> &rules)
{
    QJsonArray written;
    for (const SpecialRule &rule : rules) {
        QJsonObject r;
        r.insert(QStringLiteral("name"), rule.name);
        r.insert(QStringLiteral("note"), rule.note);
        writeTraits(r, rule.traits);
        if (!rule.conditions.isEmpty())
            r.insert(QStringLiteral("conditions"), writeConditions(rule.conditions));
        if (rule.weapon)
            r.insert(QStringLiteral("weapon"), true);
        if (rule.breakPoint)
            r.insert(QStringLiteral("breakPoint"), true);
        if (rule.breakPointBonus != 0)
            r.insert(QStringLiteral("breakPointBonus"), rule.breakPointBonus);
        if (rule.attacks != 0)
            r.insert(QStringLiteral("attacks"), rule.attacks);
        if (rule.joinLimits)
            r.insert(QStringLiteral("joinLimits"), true);
        if (rule.attachedStand)
            r.insert(QStringLiteral("attachedStand"), true);
        if (rule.asked != RuleMoment::None)
            r.insert(QStringLiteral("asked"), enumKey(rule.asked));
        if (rule.shown != ShownReason::None)
            r.insert(QStringLiteral("shown"), enumKey(rule.shown));
        if (rule.armyWide)
            r.insert(QStringLiteral("army"), true);
        written.append(r);
    }
    if (!written.isEmpty())
        o.insert(QStringLiteral("rules"), written);
}

QList<SpecialRule> ProfileJson::readRules(const JsonReader &r, const QJsonObject &o, const QString &path)
{
    const QString key = QStringLiteral("rules");
    QList<SpecialRule> rules;
    const QJsonArray list = r.optionalObjects(o, path, key, Limits::ListEntries);
    for (qsizetype i = 0; i < list.size(); ++i) {
        const QString at = JsonReader::at(JsonReader::join(path, key), i);
        const QJsonObject ro = list.at(i).toObject();
        r.onlyFields(ro, at,
                     {QStringLiteral("name"), QStringLiteral("note"), QStringLiteral("traits"),
                      QStringLiteral("conditions"), QStringLiteral("weapon"), QStringLiteral("breakPoint"),
                      QStringLiteral("breakPointBonus"), QStringLiteral("attacks"), QStringLiteral("joinLimits"),
                      QStringLiteral("attachedStand"), QStringLiteral("asked"), QStringLiteral("shown"),
                      QStringLiteral("army")});
        SpecialRule rule;
        rule.name = r.text(ro, at, QStringLiteral("name"), Limits::NameLength);
        rule.note = r.anyText(ro, at, QStringLiteral("note"), Limits::NoteLength);
        rule.traits = readTraits(r, ro, at);
        rule.conditions = readConditions(r, ro, at, rule.traits);
        rule.weapon = r.flag(ro, at, QStringLiteral("weapon"), false);
        rule.breakPoint = r.flag(ro, at, QStringLiteral("breakPoint"), false);
        rule.breakPointBonus = r.optionalInt(ro, at, QStringLiteral("breakPointBonus"), 1, 3).value_or(0);
        rule.attacks = r.optionalInt(ro, at, QStringLiteral("attacks"), 1, 3).value_or(0);
        rule.joinLimits = r.flag(ro, at, QStringLiteral("joinLimits"), false);
        rule.attachedStand = r.flag(ro, at, QStringLiteral("attachedStand"), false);
        if (ro.contains(QStringLiteral("asked")))
            rule.asked =
                r.keyed<RuleMoment>(ro, at, QStringLiteral("asked"), enumKeys<RuleMoment>(), enumFromKey<RuleMoment>);
        if (ro.contains(QStringLiteral("shown")))
            rule.shown = r.keyed<ShownReason>(ro, at, QStringLiteral("shown"), enumKeys<ShownReason>(),
                                              enumFromKey<ShownReason>);
        rule.armyWide = r.flag(ro, at, QStringLiteral("army"), false);
        rules.append(rule);
    }
    return rules;
}

Traits ProfileJson::readTraits(const JsonReader &r, const QJsonObject &o, const QString &path)
{
    const QString key = QStringLiteral("traits");
    Traits result;
    const QStringList keys = r.texts(o, path, key, Limits::NameLength, Limits::ListEntries);
    for (qsizetype i = 0; i < keys.size(); ++i) {
        const std::optional<Trait> trait = enumFromKey<Trait>(keys.at(i));
        if (!trait)
            r.expected(JsonReader::at(JsonReader::join(path, key), i),
                       JsonReader::tr("one of %1").arg(JsonReader::quoted(enumKeys<Trait>())), keys.at(i));
        result |= *trait;
    }
    return result;
}

void ProfileJson::write(QJsonObject &o, const UnitProfile &p)
{
    o.insert(QStringLiteral("name"), p.name);
    o.insert(QStringLiteral("type"), enumKey(p.type));
    o.insert(QStringLiteral("attacks"), p.combatAttacks);
    putOptional(o, QStringLiteral("shootingAttacks"), p.shootingAttacks);
    putOptional(o, QStringLiteral("rangeCm"), p.rangeCm);
    putOptional(o, QStringLiteral("hits"), p.hits);
    if (!p.isCharacter())
        o.insert(QStringLiteral("armour"), armourText(p.armour));
    putOptional(o, QStringLiteral("command"), p.command);
    o.insert(QStringLiteral("stands"), p.stands);
    putOptional(o, QStringLiteral("fullPaceCm"), p.fullPaceCm);
    if (p.weapon != Weapon::Standard)
        o.insert(QStringLiteral("weapon"), enumKey(p.weapon));
    writeTraits(o, p.traits);
    writeTraitValues(o, p.traitValues);
    writeRules(o, p.rules);
    if (p.magicItem)
        o.insert(QStringLiteral("magicItem"), enumKey(*p.magicItem));
    writeJoining(o, p.joining);
    if (p.attached)
        o.insert(QStringLiteral("attached"), writeAttached(*p.attached));
}

UnitProfile ProfileJson::read(const JsonReader &r, const QJsonObject &o, const QString &path)
{
    UnitProfile p;
    p.name = r.text(o, path, QStringLiteral("name"), Limits::NameLength);
    p.type = r.keyed<UnitType>(o, path, QStringLiteral("type"), enumKeys<UnitType>(), enumFromKey<UnitType>);
    p.combatAttacks = r.requiredInt(o, path, QStringLiteral("attacks"), 0, Limits::Attacks);
    p.shootingAttacks = r.optionalInt(o, path, QStringLiteral("shootingAttacks"), 1, Limits::Attacks);
    p.rangeCm = r.optionalInt(o, path, QStringLiteral("rangeCm"), 1, Limits::DistanceCm);
    p.hits = r.optionalInt(o, path, QStringLiteral("hits"), 1, Limits::HitsValue);
    p.armour = readArmour(r, o, path);
    p.command = r.optionalInt(o, path, QStringLiteral("command"), 1, Limits::Command);
    p.stands = r.requiredInt(o, path, QStringLiteral("stands"), 1, Limits::Stands);
    p.fullPaceCm = r.optionalInt(o, path, QStringLiteral("fullPaceCm"), 1, Limits::DistanceCm);
    if (o.contains(QStringLiteral("weapon")))
        p.weapon = r.keyed<Weapon>(o, path, QStringLiteral("weapon"), enumKeys<Weapon>(), enumFromKey<Weapon>);
    p.traits = readTraits(r, o, path);
    p.traitValues = readTraitValues(r, o, path);
    p.rules = readRules(r, o, path);
    if (o.contains(QStringLiteral("magicItem")))
        p.magicItem =
            r.keyed<MagicItem>(o, path, QStringLiteral("magicItem"), enumKeys<MagicItem>(), enumFromKey<MagicItem>);
    p.joining = readJoining(r, o, path);
    if (o.contains(QStringLiteral("attached")))
        p.attached = readAttached(r, r.object(o, path, QStringLiteral("attached")),
                                  JsonReader::join(path, QStringLiteral("attached")));

    // The rules' own checks, with the path of the field they name.
    const QList<Error> problems = p.validate();
    if (!problems.isEmpty())
        r.fail(JsonReader::join(path, fileField(problems.first().field)), problems.first().message);
    return p;
}

QStringList ProfileJson::fields()
{
    return {QStringLiteral("name"),        QStringLiteral("type"),
            QStringLiteral("attacks"),     QStringLiteral("shootingAttacks"),
            QStringLiteral("rangeCm"),     QStringLiteral("hits"),
            QStringLiteral("armour"),      QStringLiteral("command"),
            QStringLiteral("stands"),      QStringLiteral("fullPaceCm"),
            QStringLiteral("weapon"),      QStringLiteral("traits"),
            QStringLiteral("traitValues"), QStringLiteral("rules"),
            QStringLiteral("magicItem"),   QStringLiteral("joining"),
            QStringLiteral("attached")};
}

} // namespace wm
