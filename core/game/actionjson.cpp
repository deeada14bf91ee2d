// SPDX-License-Identifier: GPL-3.0-or-later
#include "actionjson.h"

#include "core/enumkeys.h"
#include "core/game/unitidjson.h"
#include "core/json/jsonarrays.h"
#include "core/limits.h"

#include <QJsonArray>

#include <optional>
#include <type_traits>

namespace wm {

namespace {

using R = JsonReader;

// Units are numbered from 1 through both armies (docs/formats.md, "Unit numbers").
QList<UnitId> ids(const R &r, const QJsonObject &o, const QString &path, const QString &key)
{
    return r.ints(o, path, key, 1, Limits::UnitsInAction, Limits::UnitsInAction);
}

StandPositions positions(const R &r, const QJsonObject &o, const QString &path)
{
    r.onlyFields(o, path, {QStringLiteral("open"), QStringLiteral("defended"), QStringLiteral("fortified")});
    auto count = [&](const QString &key) { return r.optionalInt(o, path, key, 0, Limits::Stands).value_or(0); };
    return StandPositions{count(QStringLiteral("open")), count(QStringLiteral("defended")),
                          count(QStringLiteral("fortified"))};
}

void putOptional(QJsonObject &o, const QString &key, const std::optional<int> &value)
{
    if (value)
        o.insert(key, *value);
}

void putFlag(QJsonObject &o, const QString &key, bool value)
{
    // Only what differs from the default is written, so that logs stay short.
    if (value)
        o.insert(key, true);
}

// ---- one function pair per action (read() is told the kind by its type) ----------------------

QJsonObject write(const OrderAction &a)
{
    QJsonObject o;
    o.insert(QStringLiteral("character"), a.character);
    o.insert(QStringLiteral("units"), numberArray(a.units));
    o.insert(QStringLiteral("distanceCm"), a.distanceCm);
    putFlag(o, QStringLiteral("enemyWithin20cm"), a.enemyWithin20cm);
    putFlag(o, QStringLiteral("denseTerrain"), a.denseTerrain);
    putOptional(o, QStringLiteral("penaltyUnit"), a.penaltyUnit);
    putFlag(o, QStringLiteral("crownOfCommand"), a.crownOfCommand);
    putFlag(o, QStringLiteral("helmOfDominion"), a.helmOfDominion);
    putFlag(o, QStringLiteral("orbOfMajesty"), a.orbOfMajesty);
    putFlag(o, QStringLiteral("sceptreOfSovereignty"), a.sceptreOfSovereignty);
    if (!a.inAuraOf.isEmpty())
        o.insert(QStringLiteral("inAuraOf"), numberArray(a.inAuraOf));
    if (!a.rules.isEmpty())
        o.insert(QStringLiteral("rules"), QJsonArray::fromStringList(a.rules));
    return o;
}

OrderAction read(const R &r, const QJsonObject &o, const QString &path, std::type_identity<OrderAction>)
{
    r.onlyFields(o, path,
                 {QStringLiteral("character"), QStringLiteral("units"), QStringLiteral("distanceCm"),
                  QStringLiteral("enemyWithin20cm"), QStringLiteral("denseTerrain"), QStringLiteral("penaltyUnit"),
                  QStringLiteral("crownOfCommand"), QStringLiteral("helmOfDominion"), QStringLiteral("orbOfMajesty"),
                  QStringLiteral("sceptreOfSovereignty"), QStringLiteral("inAuraOf"), QStringLiteral("rules")});
    OrderAction a;
    a.character = unitId(r, o, path, QStringLiteral("character"));
    a.units = ids(r, o, path, QStringLiteral("units"));
    a.distanceCm = r.requiredInt(o, path, QStringLiteral("distanceCm"), 0, Limits::DistanceCm);
    a.enemyWithin20cm = r.flag(o, path, QStringLiteral("enemyWithin20cm"), false);
    a.denseTerrain = r.flag(o, path, QStringLiteral("denseTerrain"), false);
    a.penaltyUnit = r.optionalInt(o, path, QStringLiteral("penaltyUnit"), 1, Limits::UnitsInAction);
    a.crownOfCommand = r.flag(o, path, QStringLiteral("crownOfCommand"), false);
    a.helmOfDominion = r.flag(o, path, QStringLiteral("helmOfDominion"), false);
    a.orbOfMajesty = r.flag(o, path, QStringLiteral("orbOfMajesty"), false);
    a.sceptreOfSovereignty = r.flag(o, path, QStringLiteral("sceptreOfSovereignty"), false);
    if (o.contains(QStringLiteral("inAuraOf")))
        a.inAuraOf = ids(r, o, path, QStringLiteral("inAuraOf"));
    a.rules = r.texts(o, path, QStringLiteral("rules"), Limits::NameLength, Limits::ListEntries);
    return a;
}

QJsonObject write(const InitiativeAction &a)
{
    return QJsonObject{{QStringLiteral("unit"), a.unit}};
}

InitiativeAction read(const R &r, const QJsonObject &o, const QString &path, std::type_identity<InitiativeAction>)
{
    r.onlyFields(o, path, {QStringLiteral("unit")});
    return InitiativeAction{unitId(r, o, path)};
}

QJsonObject write(const ChargeAction &a)
{
    QJsonObject o{{QStringLiteral("chargers"), numberArray(a.chargers)},
                  {QStringLiteral("charged"), numberArray(a.charged)}};
    putFlag(o, QStringLiteral("onInitiative"), a.onInitiative);
    putOptional(o, QStringLiteral("nearestEnemyCm"), a.nearestEnemyCm);
    return o;
}

ChargeAction read(const R &r, const QJsonObject &o, const QString &path, std::type_identity<ChargeAction>)
{
    r.onlyFields(o, path,
                 {QStringLiteral("chargers"), QStringLiteral("charged"), QStringLiteral("onInitiative"),
                  QStringLiteral("nearestEnemyCm")});
    return ChargeAction{ids(r, o, path, QStringLiteral("chargers")), ids(r, o, path, QStringLiteral("charged")),
                        r.flag(o, path, QStringLiteral("onInitiative"), false),
                        r.optionalInt(o, path, QStringLiteral("nearestEnemyCm"), 0, Limits::DistanceCm)};
}

QJsonObject write(const EvadeAction &a)
{
    QJsonObject o{{QStringLiteral("unit"), a.unit}};
    if (!a.burstThrough.isEmpty())
        o.insert(QStringLiteral("burstThrough"), numberArray(a.burstThrough));
    putOptional(o, QStringLiteral("nearestEnemyCm"), a.nearestEnemyCm);
    return o;
}

EvadeAction read(const R &r, const QJsonObject &o, const QString &path, std::type_identity<EvadeAction>)
{
    r.onlyFields(o, path, {QStringLiteral("unit"), QStringLiteral("burstThrough"), QStringLiteral("nearestEnemyCm")});
    EvadeAction a;
    a.unit = unitId(r, o, path);
    if (o.contains(QStringLiteral("burstThrough")))
        a.burstThrough = ids(r, o, path, QStringLiteral("burstThrough"));
    a.nearestEnemyCm = r.optionalInt(o, path, QStringLiteral("nearestEnemyCm"), 0, Limits::DistanceCm);
    return a;
}

QJsonObject write(const HomeBackAction &a)
{
    QJsonObject o{{QStringLiteral("unit"), a.unit}};
    putOptional(o, QStringLiteral("distanceCm"), a.distanceCm);
    return o;
}

HomeBackAction read(const R &r, const QJsonObject &o, const QString &path, std::type_identity<HomeBackAction>)
{
    r.onlyFields(o, path, {QStringLiteral("unit"), QStringLiteral("distanceCm")});
    return HomeBackAction{unitId(r, o, path),
                          r.optionalInt(o, path, QStringLiteral("distanceCm"), 0, Limits::DistanceCm)};
}

QJsonObject write(const AdvanceAction &a)
{
    return QJsonObject{{QStringLiteral("unit"), a.unit}, {QStringLiteral("contacted"), numberArray(a.contacted)}};
}

AdvanceAction read(const R &r, const QJsonObject &o, const QString &path, std::type_identity<AdvanceAction>)
{
    r.onlyFields(o, path, {QStringLiteral("unit"), QStringLiteral("contacted")});
    return AdvanceAction{unitId(r, o, path), ids(r, o, path, QStringLiteral("contacted"))};
}

QJsonObject write(const JoinAction &a)
{
    QJsonObject o{{QStringLiteral("character"), a.character}};
    putOptional(o, QStringLiteral("unit"), a.unit);
    return o;
}

JoinAction read(const R &r, const QJsonObject &o, const QString &path, std::type_identity<JoinAction>)
{
    r.onlyFields(o, path, {QStringLiteral("character"), QStringLiteral("unit")});
    return JoinAction{unitId(r, o, path, QStringLiteral("character")),
                      r.optionalInt(o, path, QStringLiteral("unit"), 1, Limits::UnitsInAction)};
}

QJsonObject write(const ConfusionTestAction &a)
{
    QJsonObject o{{QStringLiteral("unit"), a.unit}, {QStringLiteral("cause"), enumKey(a.cause)}};
    if (a.count != 1)
        o.insert(QStringLiteral("count"), a.count);
    return o;
}

ConfusionTestAction read(const R &r, const QJsonObject &o, const QString &path, std::type_identity<ConfusionTestAction>)
{
    r.onlyFields(o, path, {QStringLiteral("unit"), QStringLiteral("cause"), QStringLiteral("count")});
    return ConfusionTestAction{unitId(r, o, path), r.keyed<ConfusionCause>(o, path, QStringLiteral("cause")),
                               r.optionalInt(o, path, QStringLiteral("count"), 1, Limits::UnitsTogether).value_or(1)};
}

QJsonObject write(const ShootAction &a)
{
    QJsonArray shooters;
    for (const ShooterInput &s : a.shooters) {
        QJsonObject so;
        so.insert(QStringLiteral("unit"), s.unit);
        so.insert(QStringLiteral("stands"), s.stands);
        if (s.standsCrossed > 0)
            so.insert(QStringLiteral("standsCrossed"), s.standsCrossed);
        if (s.range)
            so.insert(QStringLiteral("range"), enumKey(*s.range));
        putFlag(so, QStringLiteral("blind"), s.blind);
        putOptional(so, QStringLiteral("attacksGiven"), s.attacksGiven);
        putFlag(so, QStringLiteral("bannerOfFortune"), s.bannerOfFortune);
        putFlag(so, QStringLiteral("attachedShoots"), s.attachedShoots);
        shooters.append(so);
    }
    QJsonObject o;
    o.insert(QStringLiteral("shooters"), shooters);
    o.insert(QStringLiteral("target"), a.target);
    o.insert(QStringLiteral("timing"), enumKey(a.timing));
    putFlag(o, QStringLiteral("targetInPath"), a.targetInPath);
    if (a.targetPositions) {
        o.insert(QStringLiteral("targetPositions"),
                 QJsonObject{{QStringLiteral("open"), a.targetPositions->open},
                             {QStringLiteral("defended"), a.targetPositions->defended},
                             {QStringLiteral("fortified"), a.targetPositions->fortified}});
    }
    if (!a.targetInAuraOf.isEmpty())
        o.insert(QStringLiteral("targetInAuraOf"), numberArray(a.targetInAuraOf));
    return o;
}

ShootAction read(const R &r, const QJsonObject &o, const QString &path, std::type_identity<ShootAction>)
{
    r.onlyFields(o, path,
                 {QStringLiteral("shooters"), QStringLiteral("target"), QStringLiteral("timing"),
                  QStringLiteral("targetInPath"), QStringLiteral("targetPositions"), QStringLiteral("targetInAuraOf")});
    ShootAction a;
    const QJsonArray shooters = r.objects(o, path, QStringLiteral("shooters"), Limits::UnitsTogether);
    for (qsizetype i = 0; i < shooters.size(); ++i) {
        const QJsonObject so = shooters.at(i).toObject();
        const QString sp = R::at(R::join(path, QStringLiteral("shooters")), i);
        r.onlyFields(so, sp,
                     {QStringLiteral("unit"), QStringLiteral("stands"), QStringLiteral("standsCrossed"),
                      QStringLiteral("range"), QStringLiteral("blind"), QStringLiteral("attacksGiven"),
                      QStringLiteral("bannerOfFortune"), QStringLiteral("attachedShoots")});
        ShooterInput s;
        s.unit = unitId(r, so, sp);
        s.stands = r.requiredInt(so, sp, QStringLiteral("stands"), 0, Limits::Stands);
        s.standsCrossed = r.optionalInt(so, sp, QStringLiteral("standsCrossed"), 0, Limits::Stands).value_or(0);
        if (so.contains(QStringLiteral("range")))
            s.range = r.keyed<RangeBand>(so, sp, QStringLiteral("range"));
        s.blind = r.flag(so, sp, QStringLiteral("blind"), false);
        s.attacksGiven = r.optionalInt(so, sp, QStringLiteral("attacksGiven"), 0, Limits::AttacksOfUnit);
        s.bannerOfFortune = r.flag(so, sp, QStringLiteral("bannerOfFortune"), false);
        s.attachedShoots = r.flag(so, sp, QStringLiteral("attachedShoots"), false);
        a.shooters.append(s);
    }
    a.target = unitId(r, o, path, QStringLiteral("target"));
    a.timing = r.keyed<ShotTiming>(o, path, QStringLiteral("timing"));
    a.targetInPath = r.flag(o, path, QStringLiteral("targetInPath"), false);
    if (o.contains(QStringLiteral("targetPositions")))
        a.targetPositions = positions(r, r.object(o, path, QStringLiteral("targetPositions")),
                                      R::join(path, QStringLiteral("targetPositions")));
    if (o.contains(QStringLiteral("targetInAuraOf")))
        a.targetInAuraOf = ids(r, o, path, QStringLiteral("targetInAuraOf"));
    return a;
}

QJsonObject write(const EndPhaseAction &a)
{
    QJsonObject o;
    if (!a.driveBackOrder.isEmpty())
        o.insert(QStringLiteral("driveBackOrder"), numberArray(a.driveBackOrder));
    return o;
}

EndPhaseAction read(const R &r, const QJsonObject &o, const QString &path, std::type_identity<EndPhaseAction>)
{
    r.onlyFields(o, path, {QStringLiteral("driveBackOrder")});
    return EndPhaseAction{ids(r, o, path, QStringLiteral("driveBackOrder"))};
}

QJsonObject write(const StandSituation &s)
{
    QJsonObject o;
    if (s.enemyPosition != Protection::Open)
        o.insert(QStringLiteral("enemyPosition"), enumKey(s.enemyPosition));
    putFlag(o, QStringLiteral("charging"), s.charging);
    putFlag(o, QStringLiteral("pursuing"), s.pursuing);
    if (s.enemyRetreatedCm > 0)
        o.insert(QStringLiteral("enemyRetreatedCm"), s.enemyRetreatedCm);
    putFlag(o, QStringLiteral("enemyCausesTerror"), s.enemyCausesTerror);
    putFlag(o, QStringLiteral("attackedInSideOrRear"), s.attackedInSideOrRear);
    putFlag(o, QStringLiteral("attached"), s.attachedStand);
    return o;
}

QJsonObject write(const CombatAction &a)
{
    QJsonArray sides;
    for (const QList<CombatUnitInput> &side : a.sides) {
        QJsonArray units;
        for (const CombatUnitInput &u : side) {
            QJsonObject uo;
            uo.insert(QStringLiteral("unit"), u.unit);
            QJsonArray stands;
            for (const FightingStand &s : u.stands) {
                QJsonObject so = write(s.situation);
                so.insert(QStringLiteral("target"), s.target);
                stands.append(so);
            }
            uo.insert(QStringLiteral("stands"), stands);
            if (u.supportingStands > 0)
                uo.insert(QStringLiteral("supportingStands"), u.supportingStands);
            if (u.character) {
                uo.insert(QStringLiteral("character"), *u.character);
                uo.insert(QStringLiteral("characterStand"), u.characterStand);
            }
            putFlag(uo, QStringLiteral("bannerOfFortune"), u.bannerOfFortune);
            if (!u.inAuraOf.isEmpty())
                uo.insert(QStringLiteral("inAuraOf"), numberArray(u.inAuraOf));
            if (!u.rules.isEmpty())
                uo.insert(QStringLiteral("rules"), QJsonArray::fromStringList(u.rules));
            units.append(uo);
        }
        sides.append(units);
    }
    QJsonObject o;
    o.insert(QStringLiteral("sides"), sides);
    o.insert(QStringLiteral("round"), a.round);
    QJsonArray lost;
    for (auto it = a.circumstances.standsLostRetreating.begin(); it != a.circumstances.standsLostRetreating.end(); ++it)
        lost.append(QJsonObject{{QStringLiteral("unit"), it.key()}, {QStringLiteral("stands"), it.value()}});
    if (!lost.isEmpty())
        o.insert(QStringLiteral("standsLostRetreating"), lost);
    if (!a.circumstances.chargedFlankRearOrIrregular.isEmpty())
        o.insert(QStringLiteral("chargedFlankRearOrIrregular"),
                 numberArray(a.circumstances.chargedFlankRearOrIrregular));
    QJsonArray choices;
    for (auto it = a.choices.begin(); it != a.choices.end(); ++it)
        choices.append(
            QJsonObject{{QStringLiteral("unit"), it.key()}, {QStringLiteral("choice"), enumKey(it.value())}});
    o.insert(QStringLiteral("choices"), choices);
    return o;
}

StandSituation readSituation(const R &r, const QJsonObject &o, const QString &path)
{
    StandSituation s;
    if (o.contains(QStringLiteral("enemyPosition")))
        s.enemyPosition = r.keyed<Protection>(o, path, QStringLiteral("enemyPosition"));
    s.charging = r.flag(o, path, QStringLiteral("charging"), false);
    s.pursuing = r.flag(o, path, QStringLiteral("pursuing"), false);
    s.enemyRetreatedCm = r.optionalInt(o, path, QStringLiteral("enemyRetreatedCm"), 0, Limits::DistanceCm).value_or(0);
    s.enemyCausesTerror = r.flag(o, path, QStringLiteral("enemyCausesTerror"), false);
    s.attackedInSideOrRear = r.flag(o, path, QStringLiteral("attackedInSideOrRear"), false);
    s.attachedStand = r.flag(o, path, QStringLiteral("attached"), false);
    return s;
}

// One unit of a side of a combat: its fighting stands, supporters and character.
CombatUnitInput readCombatUnitInput(const R &r, const QJsonObject &uo, const QString &up)
{
    r.onlyFields(uo, up,
                 {QStringLiteral("unit"), QStringLiteral("stands"), QStringLiteral("supportingStands"),
                  QStringLiteral("character"), QStringLiteral("characterStand"), QStringLiteral("bannerOfFortune"),
                  QStringLiteral("inAuraOf"), QStringLiteral("rules")});
    CombatUnitInput u;
    u.unit = unitId(r, uo, up);
    const QJsonArray stands = r.objects(uo, up, QStringLiteral("stands"), Limits::Stands);
    for (qsizetype s = 0; s < stands.size(); ++s) {
        const QJsonObject so = stands.at(s).toObject();
        const QString sp = R::at(R::join(up, QStringLiteral("stands")), s);
        r.onlyFields(so, sp,
                     {QStringLiteral("target"), QStringLiteral("enemyPosition"), QStringLiteral("charging"),
                      QStringLiteral("pursuing"), QStringLiteral("enemyRetreatedCm"),
                      QStringLiteral("enemyCausesTerror"), QStringLiteral("attackedInSideOrRear"),
                      QStringLiteral("attached")});
        u.stands.append(FightingStand{r.requiredInt(so, sp, QStringLiteral("target"), 0, Limits::UnitsTogether - 1),
                                      readSituation(r, so, sp)});
    }
    u.supportingStands = r.optionalInt(uo, up, QStringLiteral("supportingStands"), 0, Limits::Stands).value_or(0);
    u.character = r.optionalInt(uo, up, QStringLiteral("character"), 1, Limits::UnitsInAction);
    // The stand a character fights with is written only with him: alone it would be lost.
    if (!u.character && uo.contains(QStringLiteral("characterStand")))
        r.fail(R::join(up, QStringLiteral("characterStand")), R::tr("given without a character"));
    u.characterStand = r.optionalInt(uo, up, QStringLiteral("characterStand"), 0, Limits::Stands - 1).value_or(0);
    u.bannerOfFortune = r.flag(uo, up, QStringLiteral("bannerOfFortune"), false);
    if (uo.contains(QStringLiteral("inAuraOf")))
        u.inAuraOf = ids(r, uo, up, QStringLiteral("inAuraOf"));
    u.rules = r.texts(uo, up, QStringLiteral("rules"), Limits::NameLength, Limits::ListEntries);
    return u;
}

CombatAction read(const R &r, const QJsonObject &o, const QString &path, std::type_identity<CombatAction>)
{
    r.onlyFields(o, path,
                 {QStringLiteral("sides"), QStringLiteral("round"), QStringLiteral("standsLostRetreating"),
                  QStringLiteral("chargedFlankRearOrIrregular"), QStringLiteral("choices")});
    CombatAction a;
    const QString sidesPath = R::join(path, QStringLiteral("sides"));
    const QJsonValue sides = o.value(QStringLiteral("sides"));
    if (!sides.isArray() || sides.toArray().size() != 2)
        r.expected(sidesPath, R::tr("a list of two sides"), sides);
    for (Side side : Side::both()) {
        const QJsonValue sideValue = sides.toArray().at(side.index());
        const QString sidePath = R::at(sidesPath, side.index());
        if (!sideValue.isArray())
            r.expected(sidePath, R::tr("a list of objects"), sideValue);
        const QJsonArray units = sideValue.toArray();
        r.atMost(units, sidePath, Limits::UnitsTogether);
        for (qsizetype i = 0; i < units.size(); ++i) {
            const QString up = R::at(sidePath, i);
            if (!units.at(i).isObject())
                r.expected(up, R::tr("an object"), units.at(i));
            a.sides[side].append(readCombatUnitInput(r, units.at(i).toObject(), up));
        }
    }
    a.round = r.requiredInt(o, path, QStringLiteral("round"), 1, Limits::CombatRounds);
    const QJsonArray lost =
        r.optionalObjects(o, path, QStringLiteral("standsLostRetreating"), 2 * Limits::UnitsTogether);
    for (qsizetype i = 0; i < lost.size(); ++i) {
        const QString lp = R::at(R::join(path, QStringLiteral("standsLostRetreating")), i);
        const QJsonObject lo = lost.at(i).toObject();
        r.onlyFields(lo, lp, {QStringLiteral("unit"), QStringLiteral("stands")});
        const UnitId unit = unitId(r, lo, lp);
        // A unit is written once; a second entry would be lost on the way back to a file.
        if (a.circumstances.standsLostRetreating.contains(unit))
            r.fail(R::join(lp, QStringLiteral("unit")), R::tr("unit %1 is listed twice").arg(unit));
        a.circumstances.standsLostRetreating.insert(unit,
                                                    r.requiredInt(lo, lp, QStringLiteral("stands"), 1, Limits::Stands));
    }
    a.circumstances.chargedFlankRearOrIrregular = ids(r, o, path, QStringLiteral("chargedFlankRearOrIrregular"));
    const QJsonArray choices = r.objects(o, path, QStringLiteral("choices"), 2 * Limits::UnitsTogether);
    for (qsizetype i = 0; i < choices.size(); ++i) {
        const QString cp = R::at(R::join(path, QStringLiteral("choices")), i);
        const QJsonObject co = choices.at(i).toObject();
        r.onlyFields(co, cp, {QStringLiteral("unit"), QStringLiteral("choice")});
        const UnitId unit = unitId(r, co, cp);
        if (a.choices.contains(unit))
            r.fail(R::join(cp, QStringLiteral("unit")), R::tr("unit %1 is listed twice").arg(unit));
        a.choices.insert(unit, r.keyed<CombatChoice>(co, cp, QStringLiteral("choice")));
    }
    return a;
}

QJsonObject write(const TableRollAction &a)
{
    QJsonObject o;
    o.insert(QStringLiteral("unit"), a.unit);
    o.insert(QStringLiteral("table"), enumKey(a.table));
    putOptional(o, QStringLiteral("score"), a.score);
    if (a.building) {
        QJsonObject building{{QStringLiteral("kind"), enumKey(a.building->kind)},
                             {QStringLiteral("hits"), a.building->hits}};
        putFlag(building, QStringLiteral("damaged"), a.building->damaged);
        o.insert(QStringLiteral("building"), building);
    }
    return o;
}

TableRollAction read(const R &r, const QJsonObject &o, const QString &path, std::type_identity<TableRollAction>)
{
    r.onlyFields(
        o, path,
        {QStringLiteral("unit"), QStringLiteral("table"), QStringLiteral("score"), QStringLiteral("building")});
    TableRollAction a;
    a.unit = unitId(r, o, path);
    a.table = r.keyed<TableId>(o, path, QStringLiteral("table"));
    a.score = r.optionalInt(o, path, QStringLiteral("score"), -Limits::TableScore, Limits::TableScore);
    if (o.contains(QStringLiteral("building"))) {
        const QString at = path + QStringLiteral(".building");
        const QJsonObject b = r.object(o, path, QStringLiteral("building"));
        r.onlyFields(b, at, {QStringLiteral("kind"), QStringLiteral("damaged"), QStringLiteral("hits")});
        a.building = BuildingHits{r.keyed<BuildingKind>(b, at, QStringLiteral("kind")),
                                  r.flag(b, at, QStringLiteral("damaged"), false),
                                  r.requiredInt(b, at, QStringLiteral("hits"), 1, Limits::BuildingHits)};
    }
    return a;
}

QJsonObject write(const MarkConfusedAction &a)
{
    return QJsonObject{{QStringLiteral("unit"), a.unit}, {QStringLiteral("cause"), enumKey(a.cause)}};
}

MarkConfusedAction read(const R &r, const QJsonObject &o, const QString &path, std::type_identity<MarkConfusedAction>)
{
    r.onlyFields(o, path, {QStringLiteral("unit"), QStringLiteral("cause")});
    return MarkConfusedAction{unitId(r, o, path), r.keyed<ConfusionCause>(o, path, QStringLiteral("cause"))};
}

QJsonObject write(const StrikeHitsAction &a)
{
    QJsonObject o{{QStringLiteral("unit"), a.unit}, {QStringLiteral("hits"), a.hits}};
    putFlag(o, QStringLiteral("drivesBack"), a.drivesBack);
    return o;
}

StrikeHitsAction read(const R &r, const QJsonObject &o, const QString &path, std::type_identity<StrikeHitsAction>)
{
    r.onlyFields(o, path, {QStringLiteral("unit"), QStringLiteral("hits"), QStringLiteral("drivesBack")});
    return StrikeHitsAction{unitId(r, o, path), r.requiredInt(o, path, QStringLiteral("hits"), 1, Limits::Hits),
                            r.flag(o, path, QStringLiteral("drivesBack"), false)};
}

QJsonObject write(const CorrectionAction &a)
{
    QJsonObject o;
    o.insert(QStringLiteral("unit"), a.unit);
    if (a.positions) {
        o.insert(QStringLiteral("positions"), QJsonObject{{QStringLiteral("open"), a.positions->open},
                                                          {QStringLiteral("defended"), a.positions->defended},
                                                          {QStringLiteral("fortified"), a.positions->fortified}});
    }
    putOptional(o, QStringLiteral("hits"), a.hits);
    putOptional(o, QStringLiteral("hitsTakenThisPhase"), a.hitsTakenThisPhase);
    putOptional(o, QStringLiteral("hitsCarriedIntoCombat"), a.hitsCarriedIntoCombat);
    if (a.confused)
        o.insert(QStringLiteral("confused"), *a.confused);
    if (a.engaged)
        o.insert(QStringLiteral("engaged"), *a.engaged);
    if (a.destroyed)
        o.insert(QStringLiteral("destroyed"), *a.destroyed);
    putOptional(o, QStringLiteral("permanentCommandPenalty"), a.permanentCommandPenalty);
    putOptional(o, QStringLiteral("attachedStandsLeft"), a.attachedStandsLeft);
    return o;
}

std::optional<bool> optionalFlag(const R &r, const QJsonObject &o, const QString &path, const QString &key)
{
    if (!o.contains(key))
        return std::nullopt;
    return r.flag(o, path, key, false);
}

CorrectionAction read(const R &r, const QJsonObject &o, const QString &path, std::type_identity<CorrectionAction>)
{
    r.onlyFields(o, path,
                 {QStringLiteral("unit"), QStringLiteral("positions"), QStringLiteral("hits"),
                  QStringLiteral("hitsTakenThisPhase"), QStringLiteral("hitsCarriedIntoCombat"),
                  QStringLiteral("confused"), QStringLiteral("engaged"), QStringLiteral("destroyed"),
                  QStringLiteral("permanentCommandPenalty"), QStringLiteral("attachedStandsLeft")});
    CorrectionAction a;
    a.unit = unitId(r, o, path);
    if (o.contains(QStringLiteral("positions")))
        a.positions =
            positions(r, r.object(o, path, QStringLiteral("positions")), R::join(path, QStringLiteral("positions")));
    a.hits = r.optionalInt(o, path, QStringLiteral("hits"), 0, Limits::HitsValue - 1);
    a.hitsTakenThisPhase = r.optionalInt(o, path, QStringLiteral("hitsTakenThisPhase"), 0, Limits::Hits);
    a.hitsCarriedIntoCombat = r.optionalInt(o, path, QStringLiteral("hitsCarriedIntoCombat"), 0, Limits::Hits);
    a.confused = optionalFlag(r, o, path, QStringLiteral("confused"));
    a.engaged = optionalFlag(r, o, path, QStringLiteral("engaged"));
    a.destroyed = optionalFlag(r, o, path, QStringLiteral("destroyed"));
    const QString penalty = QStringLiteral("permanentCommandPenalty");
    if (o.contains(penalty))
        a.permanentCommandPenalty = r.requiredInt(o, path, penalty, -Limits::Command, Limits::Command);
    a.attachedStandsLeft = r.optionalInt(o, path, QStringLiteral("attachedStandsLeft"), 0, 1);
    return a;
}

QJsonObject write(const CastSpellAction &a)
{
    QJsonObject o{{QStringLiteral("wizard"), a.wizard},
                  {QStringLiteral("spell"), a.spell},
                  {QStringLiteral("targets"), numberArray(a.targets)}};
    putOptional(o, QStringLiteral("dispeller"), a.dispeller);
    putFlag(o, QStringLiteral("dispelBonus"), a.dispelBonus);
    putOptional(o, QStringLiteral("dispellerCm"), a.dispellerCm);
    putFlag(o, QStringLiteral("ringOfMagic"), a.ringOfMagic);
    putFlag(o, QStringLiteral("wandOfPower"), a.wandOfPower);
    putFlag(o, QStringLiteral("rodOfRepetition"), a.rodOfRepetition);
    putFlag(o, QStringLiteral("scrollOfDispelling"), a.scrollOfDispelling);
    putOptional(o, QStringLiteral("spellbinder"), a.spellbinder);
    putFlag(o, QStringLiteral("castBonus"), a.castBonus);
    putFlag(o, QStringLiteral("recast"), a.recast);
    return o;
}

CastSpellAction read(const R &r, const QJsonObject &o, const QString &path, std::type_identity<CastSpellAction>)
{
    r.onlyFields(o, path,
                 {QStringLiteral("wizard"), QStringLiteral("spell"), QStringLiteral("targets"),
                  QStringLiteral("dispeller"), QStringLiteral("dispelBonus"), QStringLiteral("ringOfMagic"),
                  QStringLiteral("wandOfPower"), QStringLiteral("rodOfRepetition"),
                  QStringLiteral("scrollOfDispelling"), QStringLiteral("spellbinder"), QStringLiteral("castBonus"),
                  QStringLiteral("recast"), QStringLiteral("dispellerCm")});
    CastSpellAction a;
    a.wizard = unitId(r, o, path, QStringLiteral("wizard"));
    a.spell = r.text(o, path, QStringLiteral("spell"), Limits::NameLength);
    a.targets = ids(r, o, path, QStringLiteral("targets"));
    a.dispeller = r.optionalInt(o, path, QStringLiteral("dispeller"), 1, Limits::UnitsInAction);
    a.dispelBonus = r.flag(o, path, QStringLiteral("dispelBonus"), false);
    a.dispellerCm = r.optionalInt(o, path, QStringLiteral("dispellerCm"), 0, Limits::DistanceCm);
    a.ringOfMagic = r.flag(o, path, QStringLiteral("ringOfMagic"), false);
    a.wandOfPower = r.flag(o, path, QStringLiteral("wandOfPower"), false);
    a.rodOfRepetition = r.flag(o, path, QStringLiteral("rodOfRepetition"), false);
    a.scrollOfDispelling = r.flag(o, path, QStringLiteral("scrollOfDispelling"), false);
    a.spellbinder = r.optionalInt(o, path, QStringLiteral("spellbinder"), 1, Limits::UnitsInAction);
    a.castBonus = r.flag(o, path, QStringLiteral("castBonus"), false);
    a.recast = r.flag(o, path, QStringLiteral("recast"), false);
    return a;
}

QJsonObject write(const LeaveTableAction &a)
{
    return QJsonObject{{QStringLiteral("unit"), a.unit}};
}

LeaveTableAction read(const R &r, const QJsonObject &o, const QString &path, std::type_identity<LeaveTableAction>)
{
    r.onlyFields(o, path, {QStringLiteral("unit")});
    return LeaveTableAction{unitId(r, o, path)};
}

QJsonObject write(const CharacterMovedThroughAction &a)
{
    QJsonObject o{{QStringLiteral("character"), a.character}};
    putOptional(o, QStringLiteral("joins"), a.joins);
    putOptional(o, QStringLiteral("distanceCm"), a.distanceCm);
    return o;
}

CharacterMovedThroughAction read(const R &r, const QJsonObject &o, const QString &path,
                                 std::type_identity<CharacterMovedThroughAction>)
{
    r.onlyFields(o, path, {QStringLiteral("character"), QStringLiteral("joins"), QStringLiteral("distanceCm")});
    return CharacterMovedThroughAction{unitId(r, o, path, QStringLiteral("character")),
                                       r.optionalInt(o, path, QStringLiteral("joins"), 1, Limits::UnitsInAction),
                                       r.optionalInt(o, path, QStringLiteral("distanceCm"), 0, Limits::DistanceCm)};
}

QJsonObject write(const ConcedeAction &a)
{
    return QJsonObject{{QStringLiteral("side"), a.side.index()}};
}

ConcedeAction read(const R &r, const QJsonObject &o, const QString &path, std::type_identity<ConcedeAction>)
{
    r.onlyFields(o, path, {QStringLiteral("side")});
    return ConcedeAction{r.side(o, path, QStringLiteral("side"))};
}

// The input of the kind whose key is `kind`, read by its own read(); nothing for a kind no
// alternative of ActionInput has.
template <typename... Ts>
std::optional<ActionInput> readKind(const R &r, const QString &kind, const QJsonObject &o, const QString &path,
                                    std::type_identity<std::variant<Ts...>>)
{
    std::optional<ActionInput> input;
    (void)((kind == Ts::key ? (input.emplace(read(r, o, path, std::type_identity<Ts>{})), true) : false) || ...);
    return input;
}

} // namespace

QJsonObject ActionJson::inputToJson(const ActionInput &input)
{
    return std::visit([](const auto &a) { return write(a); }, input);
}

QJsonObject ActionJson::toJson(const GameAction &action)
{
    QJsonArray dice;
    for (int face : action.dice)
        dice.append(face);
    QJsonObject o{{QStringLiteral("kind"), ActionText::key(action.input)},
                  {QStringLiteral("input"), inputToJson(action.input)},
                  {QStringLiteral("dice"), dice}};
    // Only actions that threw dice away have the field, so every other action reads as before.
    if (!action.discarded.isEmpty()) {
        QJsonArray discarded;
        for (const DiceRoll &roll : action.discarded) {
            QJsonArray faces;
            for (int face : roll.faces)
                faces.append(face);
            QJsonObject ro{{QStringLiteral("purpose"), enumKey(roll.purpose)},
                           {QStringLiteral("kind"), enumKey(roll.kind)},
                           {QStringLiteral("faces"), faces}};
            if (!roll.subject.isEmpty())
                ro.insert(QStringLiteral("subject"), roll.subject);
            discarded.append(ro);
        }
        o.insert(QStringLiteral("discarded"), discarded);
    }
    return o;
}

ActionInput ActionJson::inputFromJson(const JsonReader &r, const QString &kind, const QJsonObject &o,
                                      const QString &path)
{
    if (std::optional<ActionInput> input = readKind(r, kind, o, path, std::type_identity<ActionInput>{}))
        return *std::move(input);
    r.expected(path, R::tr("one of %1").arg(R::quoted(ActionText::keys())), kind);
}

GameAction ActionJson::fromJson(const JsonReader &r, const QJsonObject &o, const QString &path)
{
    r.onlyFields(
        o, path,
        {QStringLiteral("kind"), QStringLiteral("input"), QStringLiteral("dice"), QStringLiteral("discarded")});
    const QString kind = r.keyed<QString>(o, path, QStringLiteral("kind"), ActionText::keys(), [](const QString &k) {
        return ActionText::keys().contains(k) ? std::optional<QString>(k) : std::nullopt;
    });
    GameAction action;
    action.input =
        inputFromJson(r, kind, r.object(o, path, QStringLiteral("input")), R::join(path, QStringLiteral("input")));
    action.dice = r.ints(o, path, QStringLiteral("dice"), 1, 6, Limits::DicePerAction);
    const QJsonArray discarded =
        r.optionalObjects(o, path, QStringLiteral("discarded"), Limits::DiscardedRollsPerAction);
    for (qsizetype i = 0; i < discarded.size(); ++i) {
        const QString rp = R::at(R::join(path, QStringLiteral("discarded")), i);
        const QJsonObject ro = discarded.at(i).toObject();
        r.onlyFields(
            ro, rp,
            {QStringLiteral("purpose"), QStringLiteral("kind"), QStringLiteral("faces"), QStringLiteral("subject")});
        DiceRoll roll;
        roll.purpose = r.keyed<RollPurpose>(ro, rp, QStringLiteral("purpose"));
        roll.kind = r.keyed<DiceKind>(ro, rp, QStringLiteral("kind"));
        roll.faces = r.ints(ro, rp, QStringLiteral("faces"), 1, 6, Limits::DicePerAction);
        roll.subject = r.optionalText(ro, rp, QStringLiteral("subject"), Limits::NoteLength);
        roll.mark = RollMark::Discarded;
        action.discarded.append(roll);
    }
    return action;
}

} // namespace wm
