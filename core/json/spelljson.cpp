// SPDX-License-Identifier: GPL-3.0-or-later
#include "spelljson.h"

#include "core/limits.h"

namespace wm {

namespace {

template <typename T>
T readKeyed(const JsonReader &r, const QJsonObject &o, const QString &path, const QString &key, T byDefault)
{
    if (!o.contains(key))
        return byDefault;
    return r.keyed<T>(o, path, key, enumKeys<T>(), enumFromKey<T>);
}

} // namespace

QJsonObject SpellJson::write(const Spell &spell)
{
    QJsonObject o;
    o.insert(QStringLiteral("name"), spell.name);
    o.insert(QStringLiteral("summary"), spell.summary);
    o.insert(QStringLiteral("castRoll"), spell.castRoll);
    if (spell.rangeCm)
        o.insert(QStringLiteral("rangeCm"), *spell.rangeCm);
    o.insert(QStringLiteral("target"), enumKey(spell.target));
    if (spell.engagement != SpellEngagement::Any)
        o.insert(QStringLiteral("engagement"), enumKey(spell.engagement));
    if (spell.needsSight)
        o.insert(QStringLiteral("needsSight"), true);
    if (!spell.targetTypes.isEmpty()) {
        QJsonArray types;
        for (UnitType type : spell.targetTypes)
            types.append(enumKey(type));
        o.insert(QStringLiteral("targetTypes"), types);
    }
    if (spell.aura)
        o.insert(QStringLiteral("aura"), true);
    if (spell.attacks) {
        QJsonObject a;
        a.insert(QStringLiteral("attacks"), spell.attacks->attacks);
        if (spell.attacks->rolledD3)
            a.insert(QStringLiteral("rolledD3"), true);
        if (spell.attacks->ignoresArmour)
            a.insert(QStringLiteral("ignoresArmour"), true);
        if (!spell.attacks->drivesBack)
            a.insert(QStringLiteral("drivesBack"), false);
        if (!spell.attacks->carriedIntoCombat)
            a.insert(QStringLiteral("carriedIntoCombat"), false);
        o.insert(QStringLiteral("attacks"), a);
    }
    if (spell.driveBack) {
        QJsonObject d;
        d.insert(QStringLiteral("dice"), spell.driveBack->dice);
        d.insert(QStringLiteral("cmPerPip"), spell.driveBack->cmPerPip);
        o.insert(QStringLiteral("driveBack"), d);
    }
    if (spell.movesAsOrdered)
        o.insert(QStringLiteral("movesAsOrdered"), true);
    if (!spell.states.isEmpty()) {
        QJsonArray states;
        for (const SpellStateEffect &s : spell.states) {
            QJsonObject so;
            so.insert(QStringLiteral("state"), enumKey(s.state));
            if (s.value != 0)
                so.insert(QStringLiteral("value"), s.value);
            so.insert(QStringLiteral("lasts"), enumKey(s.lasts));
            states.append(so);
        }
        o.insert(QStringLiteral("states"), states);
    }
    if (spell.secondSpell)
        o.insert(QStringLiteral("secondSpell"), true);
    if (spell.regainsStand)
        o.insert(QStringLiteral("regainsStand"), true);
    if (spell.rollSlaysStand)
        o.insert(QStringLiteral("rollSlaysStand"), true);
    if (!spell.playersApply.isEmpty())
        o.insert(QStringLiteral("playersApply"), spell.playersApply);
    return o;
}

Spell SpellJson::read(const JsonReader &r, const QJsonObject &o, const QString &path)
{
    r.onlyFields(o, path,
                 {QStringLiteral("name"), QStringLiteral("summary"), QStringLiteral("castRoll"),
                  QStringLiteral("rangeCm"), QStringLiteral("target"), QStringLiteral("engagement"),
                  QStringLiteral("needsSight"), QStringLiteral("targetTypes"), QStringLiteral("aura"),
                  QStringLiteral("attacks"), QStringLiteral("driveBack"), QStringLiteral("movesAsOrdered"),
                  QStringLiteral("states"), QStringLiteral("secondSpell"), QStringLiteral("regainsStand"),
                  QStringLiteral("rollSlaysStand"), QStringLiteral("playersApply")});
    Spell spell;
    spell.name = r.text(o, path, QStringLiteral("name"), Limits::NameLength);
    spell.summary = r.anyText(o, path, QStringLiteral("summary"), Limits::NoteLength);
    spell.castRoll = r.requiredInt(o, path, QStringLiteral("castRoll"), 1, 6);
    spell.rangeCm = r.optionalInt(o, path, QStringLiteral("rangeCm"), 1, Limits::DistanceCm);
    spell.target =
        r.keyed<SpellTarget>(o, path, QStringLiteral("target"), enumKeys<SpellTarget>(), enumFromKey<SpellTarget>);
    spell.engagement = readKeyed(r, o, path, QStringLiteral("engagement"), SpellEngagement::Any);
    spell.needsSight = r.flag(o, path, QStringLiteral("needsSight"), false);
    const QStringList types =
        r.texts(o, path, QStringLiteral("targetTypes"), Limits::IdLength, int(std::size(AllUnitTypes)));
    for (qsizetype i = 0; i < types.size(); ++i) {
        const std::optional<UnitType> type = enumFromKey<UnitType>(types.at(i));
        if (!type)
            r.expected(JsonReader::at(JsonReader::join(path, QStringLiteral("targetTypes")), i),
                       JsonReader::tr("one of %1").arg(JsonReader::quoted(enumKeys<UnitType>())),
                       QJsonValue(types.at(i)));
        spell.targetTypes.append(*type);
    }
    spell.aura = r.flag(o, path, QStringLiteral("aura"), false);
    if (o.contains(QStringLiteral("attacks"))) {
        const QString at = JsonReader::join(path, QStringLiteral("attacks"));
        const QJsonObject a = r.object(o, path, QStringLiteral("attacks"));
        r.onlyFields(a, at,
                     {QStringLiteral("attacks"), QStringLiteral("rolledD3"), QStringLiteral("ignoresArmour"),
                      QStringLiteral("drivesBack"), QStringLiteral("carriedIntoCombat")});
        SpellAttacks attacks;
        attacks.attacks = r.requiredInt(a, at, QStringLiteral("attacks"), 1, Limits::Attacks);
        attacks.rolledD3 = r.flag(a, at, QStringLiteral("rolledD3"), false);
        attacks.ignoresArmour = r.flag(a, at, QStringLiteral("ignoresArmour"), false);
        attacks.drivesBack = r.flag(a, at, QStringLiteral("drivesBack"), true);
        attacks.carriedIntoCombat = r.flag(a, at, QStringLiteral("carriedIntoCombat"), true);
        spell.attacks = attacks;
    }
    if (o.contains(QStringLiteral("driveBack"))) {
        const QString at = JsonReader::join(path, QStringLiteral("driveBack"));
        const QJsonObject d = r.object(o, path, QStringLiteral("driveBack"));
        r.onlyFields(d, at, {QStringLiteral("dice"), QStringLiteral("cmPerPip")});
        spell.driveBack = SpellDriveBack{r.requiredInt(d, at, QStringLiteral("dice"), 1, 6),
                                         r.requiredInt(d, at, QStringLiteral("cmPerPip"), 1, Limits::DistanceCm / 6)};
    }
    spell.movesAsOrdered = r.flag(o, path, QStringLiteral("movesAsOrdered"), false);
    const QJsonArray states = r.optionalObjects(o, path, QStringLiteral("states"), Limits::ListEntries);
    for (qsizetype i = 0; i < states.size(); ++i) {
        const QString at = JsonReader::at(JsonReader::join(path, QStringLiteral("states")), i);
        const QJsonObject so = states.at(i).toObject();
        r.onlyFields(so, at, {QStringLiteral("state"), QStringLiteral("value"), QStringLiteral("lasts")});
        SpellStateEffect effect;
        effect.state =
            r.keyed<SpellState>(so, at, QStringLiteral("state"), enumKeys<SpellState>(), enumFromKey<SpellState>);
        effect.value = r.optionalInt(so, at, QStringLiteral("value"), -Limits::Attacks, Limits::Attacks).value_or(0);
        effect.lasts = r.keyed<SpellDuration>(so, at, QStringLiteral("lasts"), enumKeys<SpellDuration>(),
                                              enumFromKey<SpellDuration>);
        spell.states.append(effect);
    }
    spell.secondSpell = r.flag(o, path, QStringLiteral("secondSpell"), false);
    spell.regainsStand = r.flag(o, path, QStringLiteral("regainsStand"), false);
    spell.rollSlaysStand = r.flag(o, path, QStringLiteral("rollSlaysStand"), false);
    spell.playersApply = r.anyText(o, path, QStringLiteral("playersApply"), Limits::NoteLength);
    const QList<Error> errors = spell.validate();
    if (!errors.isEmpty())
        r.fail(JsonReader::join(path, errors.first().field), errors.first().message);
    return spell;
}

void SpellJson::writeList(QJsonObject &o, const QList<Spell> &spells)
{
    if (spells.isEmpty())
        return;
    QJsonArray list;
    for (const Spell &spell : spells)
        list.append(write(spell));
    o.insert(QStringLiteral("spells"), list);
}

QList<Spell> SpellJson::readList(const JsonReader &r, const QJsonObject &o, const QString &path)
{
    QList<Spell> spells;
    const QJsonArray list = r.optionalObjects(o, path, QStringLiteral("spells"), Limits::ListEntries);
    for (qsizetype i = 0; i < list.size(); ++i)
        spells.append(
            read(r, list.at(i).toObject(), JsonReader::at(JsonReader::join(path, QStringLiteral("spells")), i)));
    return spells;
}

} // namespace wm
