// SPDX-License-Identifier: GPL-3.0-or-later
#include "ruleset.h"

#include "core/rules/command.h"

namespace wm {

Ruleset Ruleset::warmaster()
{
    Ruleset r;
    r.id = RulesetId::Warmaster;
    r.coverProtects = CoverProtects::AnyUnit;
    r.artilleryFullPaceCm = 20;
    r.orderDistancePenalty = OrderDistancePenalty::PerFull20Cm;
    r.failedFirstOrderMovesHalfPace = false;
    r.maxOrdersPerUnit = std::nullopt;
    r.blunderTable = TableId::BlunderWarmaster;
    r.blunderPenaltyOnWholeBrigade = true;
    r.steamTankTable = TableId::SteamTankWarmaster;
    r.flameCannonTable = TableId::FlameCannonWarmaster;
    r.deathRocketTable = TableId::DeathRocketWarmaster;
    r.maxCombatRoundsPerPhase = std::nullopt;
    r.onlyInfantrySupports = false;
    r.retreatShared = false;
    r.fallBackAtLeastLowestDie = true;
    r.helblasterFewOnes = HelblasterFewOnes::SubtractFromHits;
    r.stoneThrowersShootBlind = false;
    r.unitsLeavingTableDestroyed = false;
    r.fortifiedMovesHalfPace = false;
    r.clearViewToShootCm = std::nullopt;
    r.firstTurnCommandBonus = false;
    r.advanceChargeBonus = false;
    return r;
}

Ruleset Ruleset::revolution()
{
    Ruleset r;
    r.id = RulesetId::Revolution;
    r.coverProtects = CoverProtects::InfantryAndArtilleryOnly;
    r.artilleryFullPaceCm = 10;
    r.orderDistancePenalty = OrderDistancePenalty::Per20CmOrPartTo80CmThenPerFull20Cm;
    r.failedFirstOrderMovesHalfPace = true;
    r.maxOrdersPerUnit = 3;
    r.blunderTable = TableId::BlunderRevolution;
    r.blunderPenaltyOnWholeBrigade = false;
    r.steamTankTable = TableId::SteamTankRevolution;
    r.flameCannonTable = TableId::FlameCannonRevolution;
    r.deathRocketTable = TableId::DeathRocketRevolution;
    r.maxCombatRoundsPerPhase = 2;
    r.onlyInfantrySupports = true;
    r.retreatShared = true;
    r.fallBackAtLeastLowestDie = false;
    r.helblasterFewOnes = HelblasterFewOnes::NoEffect;
    r.stoneThrowersShootBlind = true;
    r.unitsLeavingTableDestroyed = true;
    r.fortifiedMovesHalfPace = true;
    r.clearViewToShootCm = 1;
    r.firstTurnCommandBonus = false;
    r.advanceChargeBonus = false;
    return r;
}

Ruleset Ruleset::forId(RulesetId id)
{
    return id == RulesetId::Revolution ? revolution() : warmaster();
}

QString Ruleset::name(RulesetId id)
{
    switch (id) {
    case RulesetId::Warmaster:
        return tr("Warmaster (2000 rules with the 2002 update)");
    case RulesetId::Revolution:
        return tr("Warmaster Revolution");
    }
    return {};
}

QList<OptionalRule> Ruleset::optionalRules(RulesetId id)
{
    if (id == RulesetId::Revolution)
        return {std::begin(AllOptionalRules), std::end(AllOptionalRules)};
    return {};
}

QString Ruleset::name(OptionalRule rule)
{
    switch (rule) {
    case OptionalRule::FirstTurnCommand:
        return tr("Command bonus in the first turn");
    case OptionalRule::AdvanceChargeBonus:
        return tr("Charge bonus for an advance");
    }
    return {};
}

QString Ruleset::description(OptionalRule rule)
{
    switch (rule) {
    case OptionalRule::FirstTurnCommand:
        return tr("Each character's first order of the first turn is given at +1 Command, %1 at most.").arg(MaxCommand);
    case OptionalRule::AdvanceChargeBonus:
        return tr("A unit that advances after every enemy of its combat died in the first round fights its new "
                  "engagement with the charge bonus.");
    }
    return {};
}

void Ruleset::apply(OptionalRule rule)
{
    switch (rule) {
    case OptionalRule::FirstTurnCommand:
        firstTurnCommandBonus = true;
        return;
    case OptionalRule::AdvanceChargeBonus:
        advanceChargeBonus = true;
        return;
    }
}

QList<RulesetOptionInfo> Ruleset::options()
{
    return {
        {QStringLiteral("cover-protects"),
         tr("Which units a defended or fortified position protects, against shooting and in combat"), tr("Any unit"),
         tr("Infantry and artillery only"),
         tr("Warmaster: shooting in brief (any stand behind cover or upslope); Revolution: the Shooting "
            "phase, Table 1")},
        {QStringLiteral("artillery-full-pace"), tr("Full pace of artillery (decides routs by drive back)"), tr("20 cm"),
         tr("10 cm"),
         tr("Warmaster: the quick reference sheet (20 cm limber/unlimber); Revolution: the movement table")},
        {QStringLiteral("order-distance"), tr("Command penalty for the distance to the unit ordered"),
         tr("-1 per full 20 cm (20 cm is -1, 40 cm is -2)"),
         tr("None up to 20 cm, then -1 for every 20 cm or part up to 80 cm (40 cm is -1, 41 cm is -2, 80 cm is -3), "
            "then -1 more for each further full 20 cm (99 cm is -3, 100 cm is -4)"),
         tr("Warmaster: the quick reference sheet; Revolution: the Command rules (distance table), as our rules "
            "notes read its last row")},
        {QStringLiteral("failed-first-order"), tr("What a unit does when its first order of the phase fails"),
         tr("It does not move"), tr("It may move at half pace, without charging"),
         tr("Revolution: the Command rules; Warmaster: Revolution's list of changes to the original game")},
        {QStringLiteral("orders-per-unit"), tr("Most orders a unit can be given in one Command phase"),
         tr("No limit (each further order is harder)"), tr("3"),
         tr("Revolution: the Command rules (from Warmaster Ancients)")},
        {QStringLiteral("blunder-table"), tr("The table a Hero's or Wizard's unmodified 12 is rolled on"),
         tr("Quick reference sheet: 4-5 may move half pace, no charge"), tr("Revolution: 4-5 stay put"),
         tr("Warmaster: the quick reference sheet; Revolution: the Characters rules")},
        {QStringLiteral("blunder-penalty-brigade"), tr("Who takes the lasting -1 Command of a blunder 1 in a brigade"),
         tr("Every unit of the brigade"), tr("One unit of the player's choice"),
         tr("Warmaster: the quick reference sheet (its row 1 names the unit or brigade); Revolution: the "
            "Characters rules")},
        {QStringLiteral("steam-tank-table"), tr("The table a Steam Tank's double six is rolled on"),
         tr("Quick reference sheet: 1, 2-3, 4-5, no entry for 6"), tr("Six rows, 1 destroyed to 6 steam overload"),
         tr("Warmaster: the quick reference sheet; Revolution: the Empire army list")},
        {QStringLiteral("flame-cannon-table"), tr("The table a Flame Cannon's double is read on"),
         tr("Quick reference sheet: hits, such as 12 hits and D6 attacks on a double 6"),
         tr("Attacks, such as 12+D6 attacks on a double 6"),
         tr("Warmaster: the quick reference sheet; Revolution: the Dwarf army list")},
        {QStringLiteral("death-rocket-table"), tr("The table a Death Rocket's misfire is rolled on"),
         tr("Quick reference sheet: 1 destroyed, 2 2D6 attacks then destroyed, 3 no shot and D6 attacks from now on, "
            "4-5 no shot, 6 D6 attacks more"),
         tr("1 destroyed, 2-3 one attack, 4-5 D6 attacks on the unit beyond, 6 2D6 attacks"),
         tr("Warmaster: the quick reference sheet; Revolution: the Chaos Dwarf army list")},
        {QStringLiteral("combat-rounds"), tr("Most rounds an engagement fights in one Combat phase"),
         tr("No limit: rounds go on while the winner pursues"), tr("2, then the combat is left unresolved"),
         tr("Revolution: the Combat rules and its list of changes to the original game")},
        {QStringLiteral("retreat-distance"), tr("How far each losing unit retreats when several lose a combat"),
         tr("The whole difference in results, in cm"),
         tr("The difference shared among the losing units, rounded up, at least 1 cm"),
         tr("Warmaster: the quick reference sheet; Revolution: the Combat rules")},
        {QStringLiteral("support"), tr("Which units give and receive support in combat"), tr("Any unit"),
         tr("Infantry only"), tr("Warmaster: the quick reference sheet; Revolution: the Combat rules")},
        {QStringLiteral("fall-back-minimum"), tr("The least distance a unit falls back"),
         tr("The lowest of the three dice"), tr("None: up to the 3D6 total"),
         tr("Warmaster: the quick reference sheet (\"the minimum score\"); Revolution: the Combat rules")},
        {QStringLiteral("helblaster-ones"), tr("What one or two ones rolled to hit by a Helblaster do"),
         tr("Dud ammunition: each 1 takes a hit away"), tr("A fizzle: nothing"),
         tr("Warmaster: the classic Empire army list; Revolution: the Revolution Empire army list")},
        {QStringLiteral("blind-fire"), tr("Whether stone throwers may shoot at an enemy they cannot see"), tr("No"),
         tr("Yes, at the nearest enemy in range, hitting only on a 6"),
         tr("Revolution: the artillery rules and its list of changes to the original game")},
        {QStringLiteral("leaving-table"), tr("What happens to a unit that leaves the table"),
         tr("It may return: roll a D6, -1 for each stand it has lost"), tr("It is destroyed"),
         tr("Warmaster: the Living Rulebook errata (as our rules notes give it); Revolution: its list of changes "
            "to the original game")},
        {QStringLiteral("fortified-pace"),
         tr("How far a unit with a stand in a fortified position moves, other than charging or evading"),
         tr("Its full pace (the Warmaster sources given say nothing of it)"), tr("Half pace"),
         tr("Revolution: the Movement rules; Warmaster: the quick reference sheet halves only irregular "
            "formations")},
        {QStringLiteral("clear-view-to-shoot"), tr("How much of a shooting stand must see its target clearly"),
         tr("No least width is given"), tr("At least 1 cm"),
         tr("Revolution: the Shooting rules and its list of changes to the original game")},
        {QStringLiteral("first-turn-command"),
         tr("Optional rule: +1 Command on each character's first order of the first turn"), tr("Not in the game"),
         tr("Off, unless the players choose it when the game begins; Command 10 at most"),
         tr("Revolution: the Command rules (an optional rule)")},
        {QStringLiteral("advance-charge-bonus"),
         tr("Optional rule: the charge bonus for a unit that advances after its enemy died in the first round"),
         tr("Not in the game: an advance is never a charge"),
         tr("Off, unless the players choose it when the game begins"),
         tr("Revolution: the Combat rules, on advancing (an optional rule)")},
    };
}

QList<TableId> Ruleset::tables() const
{
    auto variants = [](const Ruleset &r) {
        return QList<TableId>{r.blunderTable, r.steamTankTable, r.flameCannonTable, r.deathRocketTable};
    };
    const QList<TableId> ours = variants(*this);
    const QList<TableId> either = variants(Ruleset::warmaster()) + variants(Ruleset::revolution());
    QList<TableId> tables;
    for (TableId table : AllTables) {
        if (ours.contains(table) || !either.contains(table))
            tables.append(table);
    }
    return tables;
}

} // namespace wm
