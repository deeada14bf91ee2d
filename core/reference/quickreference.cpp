// SPDX-License-Identifier: GPL-3.0-or-later
#include "quickreference.h"

#include "core/game/battle.h"
#include "core/game/battlestanding.h"
#include "core/reference/armyreference.h"
#include "core/rules/armour.h"
#include "core/rules/combat.h"
#include "core/rules/combatoutcome.h"
#include "core/rules/command.h"
#include "core/rules/driveback.h"
#include "core/rules/endofbattle.h"
#include "core/rules/movement.h"
#include "core/rules/pace.h"
#include "core/rules/protection.h"
#include "core/rules/shooting.h"
#include "core/rules/tables.h"
#include "core/rules/unit.h"
#include "core/rules/unitprofile.h"
#include "core/rules/unitstate.h"
#include "core/rules/unittype.h"
#include "core/rules/weapon.h"

#include <algorithm>

namespace wm {

namespace {

using Tr = QuickReference;

QList<RulesetOptionInfo> optionsNamed(const QStringList &keys)
{
    QList<RulesetOptionInfo> found;
    const QList<RulesetOptionInfo> all = Ruleset::options();
    for (const QString &key : keys) {
        const auto option =
            std::find_if(all.cbegin(), all.cend(), [&key](const RulesetOptionInfo &o) { return o.key == key; });
        Q_ASSERT_X(option != all.cend(), "QuickReference", "a ruleset option that does not exist");
        if (option != all.cend())
            found << *option;
    }
    return found;
}

QString scoreText(int score)
{
    return score >= 6 ? QStringLiteral("6") : QStringLiteral("%1+").arg(score);
}

QString rangeText(int from, int to)
{
    return from == to ? QString::number(from) : QStringLiteral("%1–%2").arg(from).arg(to);
}

ReferenceTable sequence()
{
    ReferenceTable t{.key = QStringLiteral("sequence"),
                     .section = Tr::tr("Turn"),
                     .title = Tr::tr("Turn sequence"),
                     .columns = {Tr::tr("Phase"), Tr::tr("What is done"), Tr::tr("When it ends")}};
    t.rows << QStringList{Battle::phaseName(Phase::Command),
                          Tr::tr("Units charge or evade on initiative first, flyers far from a character may home "
                                 "back, then characters give orders."),
                          Tr::tr("Confused units of the side playing recover.")};
    t.rows << QStringList{Battle::phaseName(Phase::Shooting),
                          Tr::tr("Units not in combat shoot at the closest enemy they can see."),
                          Tr::tr("Units hit are driven back, hits that make no whole stand are discarded.")};
    t.rows << QStringList{Battle::phaseName(Phase::Combat),
                          Tr::tr("Every engagement is fought, the side whose turn it is choosing the order."),
                          Tr::tr("Hits that make no whole stand are discarded, but not on units still in an "
                                 "unresolved engagement; then the other side's turn begins.")};
    return t;
}

ReferenceTable orders(const Ruleset &ruleset)
{
    ReferenceTable t{.key = QStringLiteral("orders"),
                     .section = Tr::tr("Command"),
                     .title = Tr::tr("Orders"),
                     .columns = {Tr::tr("Roll 2D6, at most the Command value after"), Tr::tr("Command")}};
    // The distance penalty, read from the rule itself in bands of the same penalty, as far as
    // a unit can be on the table.
    for (const DistanceBand &band : distanceBands(ruleset))
        t.rows << QStringList{Tr::tr("Distance %1 cm").arg(rangeText(band.fromCm, band.toCm)),
                              QuickReference::signedNumber(band.penalty)};
    t.rows << QStringList{Tr::tr("Each order the unit already had this phase"),
                          QuickReference::signedNumber(EarlierOrderPenalty)};
    t.rows << QStringList{Tr::tr("Enemy within %1 cm").arg(EnemyNearCm),
                          QuickReference::signedNumber(EnemyNearPenalty)};
    t.rows << QStringList{Tr::tr("A stand in dense terrain"), QuickReference::signedNumber(DenseTerrainPenalty)};
    t.rows << QStringList{Tr::tr("Each stand lost"), QuickReference::signedNumber(StandLostPenalty)};
    t.notes << Tr::tr("The distance bands end at %1 cm, the diagonal of a %2 by %3 cm table.")
                   .arg(TableDiagonalCm)
                   .arg(TableWidthCm)
                   .arg(TableDepthCm);
    t.notes << Tr::tr("A brigade of up to %1 touching units takes one order; its penalties are those of its worst "
                      "unit.")
                   .arg(MaxBrigadeUnits);
    t.notes << Tr::tr("A double six blunders: the General's units do not move, a Hero's or Wizard's roll on the "
                      "blunder table.");
    t.notes << (ruleset.failedFirstOrderMovesHalfPace
                    ? Tr::tr("A unit whose first order of the phase fails may still move at half pace, without "
                             "charging.")
                    : Tr::tr("A unit whose order fails does not move again this phase."));
    if (ruleset.maxOrdersPerUnit)
        t.notes << Tr::tr("At most %1 orders a unit in one Command phase.").arg(*ruleset.maxOrdersPerUnit);
    t.notes << Tr::tr("Flyers take orders only from a character within %1 cm.").arg(FlyerOrderRangeCm);
    t.differences = optionsNamed(
        {QStringLiteral("order-distance"), QStringLiteral("failed-first-order"), QStringLiteral("orders-per-unit")});
    return t;
}

// What each kind of troops may do on initiative, asked of the rules themselves with a unit of each kind.
ReferenceTable initiative()
{
    ReferenceTable t{.key = QStringLiteral("initiative"),
                     .section = Tr::tr("Command"),
                     .title = Tr::tr("Initiative"),
                     .columns = {Tr::tr("Troops"), Tr::tr("Charge"), Tr::tr("Evade")}};
    const CommandPhaseState phase;
    const auto row = [&t, &phase](const QString &name, const UnitProfile &profile) {
        const Unit unit = Unit::create(1, profile);
        t.rows << QStringList{name, whyCannotCharge(unit, ChargeBy::Initiative, phase) ? Tr::tr("no") : Tr::tr("yes"),
                              whyCannotEvade(unit, phase) ? Tr::tr("no") : Tr::tr("yes")};
    };
    for (UnitType type : AllUnitTypes) {
        if (isCharacter(type) && type != UnitType::General)
            continue;
        UnitProfile profile;
        profile.type = type;
        row(isCharacter(type) ? Tr::tr("Characters") : UnitTypeText::name(type), profile);
    }
    UnitProfile flyer;
    flyer.traits = Trait::Flyer;
    row(Tr::tr("Flyers"), flyer);
    UnitProfile never;
    never.traits = Trait::NoInitiative;
    row(Tr::tr("Troops whose rule says \u201c%1\u201d").arg(TraitText::name(Trait::NoInitiative)), never);
    UnitProfile noEvade;
    noEvade.traits = Trait::CannotEvade;
    row(Tr::tr("Troops whose rule says \u201c%1\u201d").arg(TraitText::name(Trait::CannotEvade)), noEvade);
    t.notes << Tr::tr("Before any order, a unit within %1 cm of the closest enemy it can see may charge it or evade "
                      "from it; then it takes no orders this turn.")
                   .arg(InitiativeRangeCm);
    t.notes << Tr::tr("Enemy characters are ignored; enemy infantry or artillery in a fortified position may be, and "
                      "so may enemies across a barrier neither side can cross or go round within a full-pace move.");
    t.notes << Tr::tr("Once the first order is given, no unit moves on initiative.");
    return t;
}

ReferenceTable commandRanges()
{
    ReferenceTable t{.key = QStringLiteral("command-ranges"),
                     .section = Tr::tr("Command"),
                     .title = Tr::tr("How far orders reach"),
                     .columns = {Tr::tr("Character"), Tr::tr("Range")}};
    for (UnitType type : AllUnitTypes) {
        if (!isCharacter(type))
            continue;
        const std::optional<int> range = commandRangeCm(type);
        t.rows << QStringList{UnitTypeText::name(type),
                              range ? Tr::tr("%1 cm").arg(*range) : Tr::tr("the whole table")};
    }
    return t;
}

ReferenceTable diceTable(TableId id, const QString &section, const QStringList &options = {})
{
    const DiceTable &source = DiceTable::get(id);
    ReferenceTable t{.key = QuickReference::tableKey(id),
                     .section = section,
                     .title = source.name,
                     .columns = {source.dice == TableDice::DoubleRolled ? Tr::tr("Double")
                                 : source.dice == TableDice::HighestD6  ? Tr::tr("Highest D6 + modifiers")
                                                                        : Tr::tr("D6"),
                                 Tr::tr("Result"), Tr::tr("What happens")}};
    for (const TableRow &row : source.rows) {
        const QString score = row.to >= 7 && source.dice == TableDice::HighestD6 ? QStringLiteral("%1+").arg(row.from)
                                                                                 : rangeText(row.from, row.to);
        t.rows << QStringList{score, row.title, row.text};
    }
    // A score the source gives no row for stays a gap, said so.
    for (int score = 1; score <= 6; ++score) {
        if (source.dice != TableDice::HighestD6 && !source.rowFor(score))
            t.notes << DiceTable::noEntry(score);
    }
    t.notes << Tr::tr("Source: %1").arg(source.source);
    t.differences = optionsNamed(options);
    return t;
}

QString sheetPieceName(SheetPiece piece)
{
    switch (piece) {
    case SheetPiece::Wagon:
        return Tr::tr("Wagons");
    case SheetPiece::SiegeWeapon:
        return Tr::tr("Siege weapons");
    case SheetPiece::SmallBoat:
        return Tr::tr("Small boats");
    case SheetPiece::OaredGalley:
        return Tr::tr("Oared galleys");
    case SheetPiece::SailingShip:
        return Tr::tr("Ships under sail");
    }
    return {};
}

ReferenceTable moves(const Ruleset &ruleset)
{
    ReferenceTable t{.key = QStringLiteral("moves"),
                     .section = Tr::tr("Movement"),
                     .title = Tr::tr("Full pace"),
                     .columns = {Tr::tr("Troops"), Tr::tr("Full pace")}};
    for (UnitType type : AllUnitTypes) {
        if (isCharacter(type) && type != UnitType::General)
            continue;
        UnitProfile profile;
        profile.type = type;
        const QString name = isCharacter(type) ? Tr::tr("Characters") : UnitTypeText::name(type);
        t.rows << QStringList{name, Tr::tr("%1 cm").arg(fullPaceCm(profile, ruleset))};
    }
    UnitProfile flyer;
    flyer.traits = Trait::Flyer;
    t.rows << QStringList{Tr::tr("Flyers"), Tr::tr("%1 cm").arg(fullPaceCm(flyer, ruleset))};
    for (SheetPiece piece : AllSheetPieces)
        t.rows << QStringList{sheetPieceName(piece), Tr::tr("%1 cm").arg(sheetPieceFullPaceCm(piece))};
    t.notes << Tr::tr("A unit moves at half pace in an irregular formation; characters move after orders.");
    t.notes << Tr::tr("A vessel moving downstream goes %1 cm further, upstream %2 cm less; under sail with the wind, "
                      "%3 cm further.")
                   .arg(DownstreamBonusCm)
                   .arg(UpstreamPenaltyCm)
                   .arg(SailingWithTheWindBonusCm);
    t.notes << Tr::tr("Wagons, siege weapons and vessels are the quick reference sheet's: wmassist keeps no units of "
                      "them.");
    if (ruleset.fortifiedMovesHalfPace)
        t.notes << Tr::tr("A unit with a stand in a fortified position moves at half pace, unless it charges or "
                          "evades.");
    t.differences = optionsNamed({QStringLiteral("artillery-full-pace"), QStringLiteral("fortified-pace")});
    return t;
}

ReferenceTable toHit(const Ruleset &ruleset)
{
    ReferenceTable t{.key = QStringLiteral("to-hit"),
                     .section = Tr::tr("Shooting"),
                     .title = Tr::tr("Score to hit"),
                     .columns = {Tr::tr("Target"), Tr::tr("Score")}};
    for (Protection p : AllProtections)
        t.rows << QStringList{ProtectionText::name(p), scoreText(scoreToHit(p))};
    t.notes << (ruleset.coverProtects == CoverProtects::AnyUnit
                    ? Tr::tr("Cover protects any unit.")
                    : Tr::tr("Cover protects only infantry and artillery; other units count as in the open."));
    t.notes << Tr::tr("Each hit may be saved with the target's armour: one die a hit.");
    t.notes << Tr::tr("Sight reaches only %1 cm into a wood.").arg(WoodsSightCm);
    if (ruleset.clearViewToShootCm)
        t.notes << Tr::tr("A shooting stand needs at least %1 cm of its front with a clear view of the target.")
                       .arg(*ruleset.clearViewToShootCm);
    t.differences = optionsNamed({QStringLiteral("cover-protects"), QStringLiteral("clear-view-to-shoot")});
    return t;
}

// Which faces save for each armour value, and what a weapon that makes armour one worse leaves.
ReferenceTable armour()
{
    ReferenceTable t{.key = QStringLiteral("armour"),
                     .section = Tr::tr("Shooting"),
                     .title = Tr::tr("Armour saves"),
                     .columns = {Tr::tr("Armour"), Tr::tr("A hit is saved on"), Tr::tr("Against armour one worse")}};
    const auto faces = [](const Armour &armour) {
        QStringList saving;
        for (int face = 1; face <= 6; ++face) {
            if (armour.saves(face))
                saving << QString::number(face);
        }
        return saving.isEmpty() ? Tr::tr("no save") : saving.join(QStringLiteral(", "));
    };
    for (int score = 3; score <= 6; ++score) {
        const Armour armour = Armour::saveOn(score);
        t.rows << QStringList{armour.toString(), faces(armour), faces(armour.worsened(1))};
    }
    t.notes << Tr::tr("One die for each hit, in shooting and in combat alike; a unit without armour never saves.");
    t.notes << Tr::tr("Cannon, stone throwers and bolt throwers allow no save; see the artillery and special weapons.");
    return t;
}

ReferenceTable driveBacks(const Ruleset &ruleset)
{
    ReferenceTable t{.key = QStringLiteral("drive-backs"),
                     .section = Tr::tr("Shooting"),
                     .title = Tr::tr("Drive backs at the end of the Shooting phase"),
                     .columns = {Tr::tr("What"), Tr::tr("Dice or result")}};
    t.rows << QStringList{Tr::tr("Each hit, stands lost included"), Tr::tr("%1 D6 cm").arg(DriveBackRules::DicePerHit)};
    for (Protection p : {Protection::Defended, Protection::Fortified}) {
        const int fewer = driveBackHitsIgnored(p);
        //: %1 is a position: "defended", "fortified"
        t.rows << QStringList{Tr::tr("Any stand %1").arg(ProtectionText::name(p)),
                              fewer == 1 ? Tr::tr("1 die fewer") : Tr::tr("%1 dice fewer").arg(fewer)};
    }
    t.rows << QStringList{Tr::tr("Any %1 rolled").arg(DriveBackRules::ConfusingScore), Tr::tr("confused")};
    UnitProfile infantry;
    infantry.type = UnitType::Infantry;
    const int pace = fullPaceCm(infantry, ruleset);
    if (DriveBackRules::routs(pace + 1, pace))
        t.rows << QStringList{Tr::tr("Driven back further than its full pace"), Tr::tr("routed: destroyed")};
    t.rows << QStringList{Tr::tr("A unit in combat"),
                          DriveBackRules::EngagedUnitsDrivenBack ? Tr::tr("driven back") : Tr::tr("no drive back")};
    return t;
}

ReferenceTable shootingAtChargers()
{
    ReferenceTable t{.key = QStringLiteral("shooting-at-chargers"),
                     .section = Tr::tr("Shooting"),
                     .title = Tr::tr("Shooting at chargers"),
                     .columns = {Tr::tr("What"), Tr::tr("Rule")}};
    t.rows << QStringList{Tr::tr("Who shoots"), Tr::tr("stands not yet in combat")};
    t.rows << QStringList{Tr::tr("The charger counts as"), ProtectionText::name(Protection::Open)};
    t.rows << QStringList{Tr::tr("Its hits count"), Tr::tr("in the first combat round")};
    t.rows << QStringList{Tr::tr("Drive back"),
                          DriveBackRules::ChargersDrivenBack ? Tr::tr("as usual") : Tr::tr("none")};
    return t;
}

// The value of one kind of modifier for this unit in this situation, as combat works it out.
int modifierIn(const Unit &unit, const StandSituation &situation, AttackModifierKind kind)
{
    const QList<AttackModifier> mods = attackModifiers(unit, situation);
    const auto found =
        std::find_if(mods.cbegin(), mods.cend(), [kind](const AttackModifier &m) { return m.kind == kind; });
    return found == mods.cend() ? 0 : found->value;
}

ReferenceTable combatModifiers()
{
    ReferenceTable t{.key = QStringLiteral("combat-modifiers"),
                     .section = Tr::tr("Combat"),
                     .title = Tr::tr("Attacks of each stand"),
                     .columns = {Tr::tr("When"), Tr::tr("Attacks")}};
    Unit infantry;
    infantry.profile.type = UnitType::Infantry;
    Unit monster = infantry;
    monster.profile.type = UnitType::Monster;
    Unit confused = infantry;
    confused.state.confusion = ConfusionCause::DriveBackSix;
    StandSituation charging;
    charging.charging = true;
    charging.firstRound = true;
    StandSituation pursuing;
    pursuing.pursuing = true;
    StandSituation pursuingFar = pursuing;
    pursuingFar.enemyRetreatedCm = 3;
    StandSituation terror;
    terror.enemyCausesTerror = true;
    StandSituation flank;
    flank.attackedInSideOrRear = true;
    const auto row = [&t](AttackModifierKind kind, int value, const QString &suffix = {}) {
        t.rows << QStringList{AttackModifier{kind, value}.name(), QuickReference::signedNumber(value) + suffix};
    };
    row(AttackModifierKind::Charge, modifierIn(infantry, charging, AttackModifierKind::Charge));
    row(AttackModifierKind::MonsterCharge, modifierIn(monster, charging, AttackModifierKind::MonsterCharge),
        Tr::tr(" more"));
    row(AttackModifierKind::Pursuit, modifierIn(infantry, pursuing, AttackModifierKind::Pursuit));
    row(AttackModifierKind::PursuitDistance, modifierIn(infantry, pursuingFar, AttackModifierKind::PursuitDistance));
    row(AttackModifierKind::Terror, modifierIn(infantry, terror, AttackModifierKind::Terror));
    row(AttackModifierKind::SideOrRear, modifierIn(infantry, flank, AttackModifierKind::SideOrRear));
    row(AttackModifierKind::Confused, modifierIn(confused, {}, AttackModifierKind::Confused));
    t.notes << Tr::tr("The charge bonus counts in the first round only, against an enemy in the open.");
    t.notes << Tr::tr("A unit that causes terror itself, or ignores it, takes nothing for a terrifying enemy.");
    return t;
}

ReferenceTable combatResult(const Ruleset &ruleset)
{
    ReferenceTable t{.key = QStringLiteral("combat-result"),
                     .section = Tr::tr("Combat"),
                     .title = Tr::tr("Result of a round"),
                     .columns = {Tr::tr("What"), Tr::tr("Rule")}};
    t.rows << QStringList{Tr::tr("Result of a side"), Tr::tr("hits struck, plus 1 for each supporting stand")};
    t.rows << QStringList{Tr::tr("Who supports"), ruleset.onlyInfantrySupports
                                                      ? Tr::tr("infantry only, and only where infantry fights")
                                                      : Tr::tr("any unit not confused")};
    t.rows << QStringList{
        CombatChoiceText::name(CombatChoice::Retreat),
        Tr::tr("the loser, by the difference in results: lost by 3, %1 cm").arg(retreatDistanceCm(3, 1, ruleset))};
    t.rows << QStringList{Tr::tr("Two units lose by 3"), Tr::tr("%1 cm each").arg(retreatDistanceCm(3, 2, ruleset))};
    t.rows << QStringList{Tr::tr("Win"), Tr::tr("%1, %2 or %3; %4 once every enemy is destroyed")
                                             .arg(CombatChoiceText::name(CombatChoice::Pursue),
                                                  CombatChoiceText::name(CombatChoice::Stand),
                                                  CombatChoiceText::name(CombatChoice::FallBack),
                                                  CombatChoiceText::name(CombatChoice::Advance))};
    t.rows << QStringList{Tr::tr("Draw"),
                          ruleset.fallBackAtLeastLowestDie
                              ? Tr::tr("both fall back 3D6 cm, at least the lowest die; defended or "
                                       "fortified units may stand")
                              : Tr::tr("both may fall back up to 3D6 cm; defended or fortified units may stand")};
    t.rows << QStringList{Tr::tr("Rounds in a Combat phase"),
                          ruleset.maxCombatRoundsPerPhase
                              ? Tr::tr("at most %1, then the engagement waits").arg(*ruleset.maxCombatRoundsPerPhase)
                              : Tr::tr("as long as the winner pursues")};
    t.differences = optionsNamed({QStringLiteral("support"), QStringLiteral("retreat-distance"),
                                  QStringLiteral("fall-back-minimum"), QStringLiteral("combat-rounds")});
    return t;
}

ReferenceTable homeBack()
{
    ReferenceTable t{.key = QStringLiteral("home-back"),
                     .section = Tr::tr("Command"),
                     .title = Tr::tr("Flyers homing back"),
                     .columns = {Tr::tr("Who"), Tr::tr("How far")}};
    t.rows << QStringList{Tr::tr("A flyer more than %1 cm from every character, before orders").arg(HomeBackBeyondCm),
                          Tr::tr("up to %1 cm for each pip of a D6").arg(HomeBackCmPerPip)};
    t.notes << Tr::tr("It may still take an order in the same turn.");
    return t;
}

ReferenceTable weapons()
{
    ReferenceTable t{.key = QStringLiteral("weapons"),
                     .section = Tr::tr("Shooting"),
                     .title = Tr::tr("Artillery and special weapons"),
                     .columns = {Tr::tr("Weapon"), Tr::tr("How it shoots")}};
    for (Weapon weapon : AllWeapons) {
        if (weapon != Weapon::Standard)
            t.rows << QStringList{WeaponText::name(weapon), WeaponText::description(weapon)};
    }
    return t;
}

ReferenceTable confusion()
{
    ReferenceTable t{.key = QStringLiteral("confusion"),
                     .section = Tr::tr("Shooting"),
                     .title = Tr::tr("Confusion"),
                     .columns = {Tr::tr("Cause"), Tr::tr("Confused"), Tr::tr("Until")}};
    for (const EnumKey<ConfusionCause> &cause : ConfusionCauseKeys) {
        if (cause.value == ConfusionCause::Other)
            continue;
        t.rows << QStringList{ConfusionText::cause(cause.value),
                              confusionNeedsRoll(cause.value) ? Tr::tr("on a %1 of a D6").arg(ConfusionTestScore)
                                                              : Tr::tr("at once"),
                              ConfusionText::ends(cause.value)};
    }
    t.notes << Tr::tr("A confused unit takes no orders and moves on no initiative, has one attack fewer a stand in "
                      "combat and cannot support.");
    return t;
}

ReferenceTable endOfBattle()
{
    ReferenceTable t{.key = QStringLiteral("end-of-battle"),
                     .section = Tr::tr("End of the battle"),
                     .title = Tr::tr("Break point and victory points"),
                     .columns = {Tr::tr("What"), Tr::tr("Counts")}};
    for (int units : {9, 10, 15})
        t.rows << QStringList{Tr::tr("An army of %1 units withdraws once it has lost").arg(units),
                              Tr::tr("%1 units").arg(breakPoint(units, {}))};
    t.rows << QStringList{Tr::tr("A unit of three or more stands down to one"), Tr::tr("half a unit lost")};
    t.rows << QStringList{Tr::tr("Its General slain"), Tr::tr("the army withdraws at once")};
    // Victory points as the end of the battle counts them, for a unit of 65 points.
    constexpr int points = 65;
    Unit destroyed;
    destroyed.profile.stands = 3;
    destroyUnit(destroyed.state, DestroyedBy::Casualties);
    Unit reduced;
    reduced.profile.stands = 3;
    reduced.state.standsLeft = 1;
    t.rows << QStringList{Tr::tr("Victory points: an enemy unit of %1 points destroyed").arg(points),
                          QString::number(victoryPoints({ScoredUnit{destroyed, points}}))};
    t.rows << QStringList{Tr::tr("Victory points: an enemy unit of %1 points down to one stand").arg(points),
                          QString::number(victoryPoints({ScoredUnit{reduced, points}}))};
    // Who wins once an army withdraws, asked of the standing the tracker shows: the first army
    // withdraws here, with fewer, as many or more points than the other.
    const auto result = [](int withdrawing, int other, bool bothWithdraw) {
        BattleStanding standing;
        const ArmyLosses broken{.units = 2, .breakPoint = 1, .halvesLost = 2, .destroyed = 1};
        standing.losses[Side::first()] = broken;
        if (bothWithdraw)
            standing.losses[Side::second()] = broken;
        standing.victoryPoints = {withdrawing, other};
        const std::optional<Side> winner = standing.winner();
        return !winner                     ? Tr::tr("a draw")
               : *winner == Side::second() ? Tr::tr("the other army wins")
                                           : Tr::tr("the withdrawing army wins");
    };
    t.rows << QStringList{Tr::tr("An army withdraws with fewer victory points"), result(50, 100, false)};
    t.rows << QStringList{Tr::tr("An army withdraws with as many victory points or more"), result(100, 100, false)};
    t.rows << QStringList{Tr::tr("Both armies withdraw together"), result(100, 50, true)};
    // A player who concedes, asked of the standing too: here with more points than the other.
    {
        BattleStanding standing;
        standing.concededBy = Side::first();
        standing.victoryPoints = {100, 50};
        t.rows << QStringList{Tr::tr("A player concedes"), standing.winner() == Side::second()
                                                               ? Tr::tr("the other army wins")
                                                               : Tr::tr("the conceding army wins")};
    }
    t.notes << Tr::tr("Characters never count towards the break point; a character slain gives his points.");
    t.notes << Tr::tr("A unit down to one stand gives half its points, rounded up to the next 5.");
    t.notes << Tr::tr("An army that withdraws can at best draw; the battle ends at once.");
    t.notes << Tr::tr("A player who concedes scores no victory points; the battle ends at once.");
    return t;
}

ReferenceTable turnLimit()
{
    ReferenceTable t{.key = QStringLiteral("turn-limit"),
                     .section = Tr::tr("End of the battle"),
                     .title = Tr::tr("How long the battle lasts"),
                     .columns = {Tr::tr("D6 rolled"), Tr::tr("Last turn")}};
    int from = 1;
    for (int face = 2; face <= 7; ++face) {
        if (face <= 6 && turnLimitFromRoll(face) == turnLimitFromRoll(from))
            continue;
        t.rows << QStringList{rangeText(from, face - 1), QString::number(turnLimitFromRoll(from))};
        from = face;
    }
    // The other way to end it: a roll as turns end, from the rule itself.
    int firstEnding = 7;
    for (int face = 6; face >= 1; --face) {
        if (gameEndsAfterTurn(5, face).value_or(false))
            firstEnding = face;
    }
    int lastTurn = 1;
    while (lastTurn < 20 && !gameEndsAfterTurn(lastTurn, std::nullopt).value_or(true))
        ++lastTurn;
    int alwaysAfter = lastTurn;
    while (alwaysAfter < 20 && !gameEndsAfterTurn(alwaysAfter, std::nullopt).value_or(false))
        ++alwaysAfter;
    t.notes << Tr::tr("Or, rolled as each of turns %1 to %2 ends: the battle ends on a %3 or more; it always ends "
                      "after turn %4.")
                   .arg(lastTurn)
                   .arg(alwaysAfter - 1)
                   .arg(firstEnding)
                   .arg(alwaysAfter);
    return t;
}

} // namespace

QString QuickReference::tableKey(TableId id)
{
    switch (id) {
    case TableId::BlunderWarmaster:
    case TableId::BlunderRevolution:
        return QStringLiteral("blunder");
    case TableId::SteamTankWarmaster:
    case TableId::SteamTankRevolution:
        return QStringLiteral("steam-tank");
    case TableId::GiantGoesWild:
        return QStringLiteral("giant-goes-wild");
    case TableId::FlameCannonWarmaster:
    case TableId::FlameCannonRevolution:
        return QStringLiteral("flame-cannon");
    case TableId::DeathRocketWarmaster:
    case TableId::DeathRocketRevolution:
        return QStringLiteral("death-rocket");
    case TableId::RocketLauncher:
        return QStringLiteral("rocket-launcher");
    case TableId::BuildingDamage:
        return QStringLiteral("building-damage");
    case TableId::BoilingOil:
        return QStringLiteral("boiling-oil");
    }
    return {};
}

QString QuickReference::signedNumber(int value)
{
    if (value > 0)
        return QStringLiteral("+%1").arg(value);
    if (value < 0)
        return QStringLiteral("\u2212%1").arg(-value);
    return QStringLiteral("0");
}

QList<ReferenceTable> QuickReference::tables(const Ruleset &ruleset, const ReferenceArmies &armies)
{
    QList<ReferenceTable> all;
    all << sequence();
    all << initiative() << orders(ruleset) << commandRanges() << homeBack();
    all << diceTable(ruleset.blunderTable, tr("Command"),
                     {QStringLiteral("blunder-table"), QStringLiteral("blunder-penalty-brigade")});
    all << diceTable(ruleset.steamTankTable, tr("Command"), {QStringLiteral("steam-tank-table")});
    all << moves(ruleset);
    all << toHit(ruleset) << armour();
    if (armies.game) {
        all << ArmyReference::shootingRanges(ArmyReference::profiles(*armies.game),
                                             tr("The units of both armies in this game."));
    } else {
        QList<ArmyList> lists;
        for (const ArmyList &list : armies.lists) {
            if (list.ruleset == ruleset.id)
                lists << list;
        }
        if (!lists.isEmpty())
            all << ArmyReference::shootingRanges(ArmyReference::profiles(lists),
                                                 tr("Every unit of the %1 army lists that shoots.").arg(lists.size()));
    }
    all << driveBacks(ruleset) << shootingAtChargers() << confusion() << weapons();
    all << combatModifiers() << combatResult(ruleset);
    all << diceTable(TableId::GiantGoesWild, tr("Special troops"));
    all << diceTable(ruleset.flameCannonTable, tr("Special troops"), {QStringLiteral("flame-cannon-table")});
    all << diceTable(ruleset.deathRocketTable, tr("Special troops"), {QStringLiteral("death-rocket-table")});
    if (ruleset.tables().contains(TableId::RocketLauncher))
        all << diceTable(TableId::RocketLauncher, tr("Special troops"));
    all << diceTable(TableId::BuildingDamage, tr("Sieges"));
    all << diceTable(TableId::BoilingOil, tr("Sieges"));
    all << endOfBattle() << turnLimit();
    if (armies.game)
        all << ArmyReference::gameTables(*armies.game);
    return all;
}

std::optional<ReferenceTable> QuickReference::table(const Ruleset &ruleset, const QString &key,
                                                    const ReferenceArmies &armies)
{
    const QList<ReferenceTable> all = tables(ruleset, armies);
    const auto found = std::find_if(all.cbegin(), all.cend(), [&key](const ReferenceTable &t) { return t.key == key; });
    if (found == all.cend())
        return std::nullopt;
    return *found;
}

} // namespace wm
