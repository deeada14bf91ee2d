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

namespace {

// The options of cover, paces, orders, blunders and the machines' tables.
QList<RulesetOptionInfo> optionsUpToTheTables()
{
    return {
        {QStringLiteral("cover-protects"),
         Ruleset::tr("Which units a defended or fortified position protects, against shooting and in combat"),
         Ruleset::tr("Any unit"), Ruleset::tr("Infantry and artillery only"),
         Ruleset::tr("Warmaster: shooting in brief (any stand behind cover or upslope); Revolution: the Shooting "
                     "phase, Table 1")},
        {QStringLiteral("artillery-full-pace"), Ruleset::tr("Full pace of artillery (decides routs by drive back)"),
         Ruleset::tr("20 cm"), Ruleset::tr("10 cm"),
         Ruleset::tr("Warmaster: the quick reference sheet (20 cm limber/unlimber); Revolution: the movement table")},
        {QStringLiteral("order-distance"), Ruleset::tr("Command penalty for the distance to the unit ordered"),
         Ruleset::tr("-1 per full 20 cm (20 cm is -1, 40 cm is -2)"),
         Ruleset::tr(
             "None up to 20 cm, then -1 for every 20 cm or part up to 80 cm (40 cm is -1, 41 cm is -2, 80 cm is -3), "
             "then -1 more for each further full 20 cm (99 cm is -3, 100 cm is -4)"),
         Ruleset::tr(
             "Warmaster: the quick reference sheet; Revolution: the Command rules (distance table), as our rules "
             "notes read its last row")},
        {QStringLiteral("failed-first-order"), Ruleset::tr("What a unit does when its first order of the phase fails"),
         Ruleset::tr("It does not move"), Ruleset::tr("It may move at half pace, without charging"),
         Ruleset::tr("Revolution: the Command rules; Warmaster: Revolution's list of changes to the original game")},
        {QStringLiteral("orders-per-unit"), Ruleset::tr("Most orders a unit can be given in one Command phase"),
         Ruleset::tr("No limit (each further order is harder)"), Ruleset::tr("3"),
         Ruleset::tr("Revolution: the Command rules (from Warmaster Ancients)")},
        {QStringLiteral("blunder-table"), Ruleset::tr("The table a Hero's or Wizard's unmodified 12 is rolled on"),
         Ruleset::tr("Quick reference sheet: 4-5 may move half pace, no charge"),
         Ruleset::tr("Revolution: 4-5 stay put"),
         Ruleset::tr("Warmaster: the quick reference sheet; Revolution: the Characters rules")},
        {QStringLiteral("blunder-penalty-brigade"),
         Ruleset::tr("Who takes the lasting -1 Command of a blunder 1 in a brigade"),
         Ruleset::tr("Every unit of the brigade"), Ruleset::tr("One unit of the player's choice"),
         Ruleset::tr("Warmaster: the quick reference sheet (its row 1 names the unit or brigade); Revolution: the "
                     "Characters rules")},
        {QStringLiteral("steam-tank-table"), Ruleset::tr("The table a Steam Tank's double six is rolled on"),
         Ruleset::tr("Quick reference sheet: 1, 2-3, 4-5, no entry for 6"),
         Ruleset::tr("Six rows, 1 destroyed to 6 steam overload"),
         Ruleset::tr("Warmaster: the quick reference sheet; Revolution: the Empire army list")},
        {QStringLiteral("flame-cannon-table"), Ruleset::tr("The table a Flame Cannon's double is read on"),
         Ruleset::tr("Quick reference sheet: hits, such as 12 hits and D6 attacks on a double 6"),
         Ruleset::tr("Attacks, such as 12+D6 attacks on a double 6"),
         Ruleset::tr("Warmaster: the quick reference sheet; Revolution: the Dwarf army list")},
        {QStringLiteral("death-rocket-table"), Ruleset::tr("The table a Death Rocket's misfire is rolled on"),
         Ruleset::tr(
             "Quick reference sheet: 1 destroyed, 2 2D6 attacks then destroyed, 3 no shot and D6 attacks from now on, "
             "4-5 no shot, 6 D6 attacks more"),
         Ruleset::tr("1 destroyed, 2-3 one attack, 4-5 D6 attacks on the unit beyond, 6 2D6 attacks"),
         Ruleset::tr("Warmaster: the quick reference sheet; Revolution: the Chaos Dwarf army list")},
    };
}

// The options of combat, shooting, leaving the table, fortified moves and the optional rules.
QList<RulesetOptionInfo> optionsFromCombatOn()
{
    return {
        {QStringLiteral("combat-rounds"), Ruleset::tr("Most rounds an engagement fights in one Combat phase"),
         Ruleset::tr("No limit: rounds go on while the winner pursues"),
         Ruleset::tr("2, then the combat is left unresolved"),
         Ruleset::tr("Revolution: the Combat rules and its list of changes to the original game")},
        {QStringLiteral("retreat-distance"),
         Ruleset::tr("How far each losing unit retreats when several lose a combat"),
         Ruleset::tr("The whole difference in results, in cm"),
         Ruleset::tr("The difference shared among the losing units, rounded up, at least 1 cm"),
         Ruleset::tr("Warmaster: the quick reference sheet; Revolution: the Combat rules")},
        {QStringLiteral("support"), Ruleset::tr("Which units give and receive support in combat"),
         Ruleset::tr("Any unit"), Ruleset::tr("Infantry only"),
         Ruleset::tr("Warmaster: the quick reference sheet; Revolution: the Combat rules")},
        {QStringLiteral("fall-back-minimum"), Ruleset::tr("The least distance a unit falls back"),
         Ruleset::tr("The lowest of the three dice"), Ruleset::tr("None: up to the 3D6 total"),
         Ruleset::tr("Warmaster: the quick reference sheet (\"the minimum score\"); Revolution: the Combat rules")},
        {QStringLiteral("helblaster-ones"), Ruleset::tr("What one or two ones rolled to hit by a Helblaster do"),
         Ruleset::tr("Dud ammunition: each 1 takes a hit away"), Ruleset::tr("A fizzle: nothing"),
         Ruleset::tr("Warmaster: the classic Empire army list; Revolution: the Revolution Empire army list")},
        {QStringLiteral("blind-fire"), Ruleset::tr("Whether stone throwers may shoot at an enemy they cannot see"),
         Ruleset::tr("No"), Ruleset::tr("Yes, at the nearest enemy in range, hitting only on a 6"),
         Ruleset::tr("Revolution: the artillery rules and its list of changes to the original game")},
        {QStringLiteral("leaving-table"), Ruleset::tr("What happens to a unit that leaves the table"),
         Ruleset::tr("It may return: roll a D6, -1 for each stand it has lost"), Ruleset::tr("It is destroyed"),
         Ruleset::tr(
             "Warmaster: the Living Rulebook errata (as our rules notes give it); Revolution: its list of changes "
             "to the original game")},
        {QStringLiteral("fortified-pace"),
         Ruleset::tr("How far a unit with a stand in a fortified position moves, other than charging or evading"),
         Ruleset::tr("Its full pace (the Warmaster sources given say nothing of it)"), Ruleset::tr("Half pace"),
         Ruleset::tr("Revolution: the Movement rules; Warmaster: the quick reference sheet halves only irregular "
                     "formations")},
        {QStringLiteral("clear-view-to-shoot"), Ruleset::tr("How much of a shooting stand must see its target clearly"),
         Ruleset::tr("No least width is given"), Ruleset::tr("At least 1 cm"),
         Ruleset::tr("Revolution: the Shooting rules and its list of changes to the original game")},
        {QStringLiteral("first-turn-command"),
         Ruleset::tr("Optional rule: +1 Command on each character's first order of the first turn"),
         Ruleset::tr("Not in the game"),
         Ruleset::tr("Off, unless the players choose it when the game begins; Command 10 at most"),
         Ruleset::tr("Revolution: the Command rules (an optional rule)")},
        {QStringLiteral("advance-charge-bonus"),
         Ruleset::tr(
             "Optional rule: the charge bonus for a unit that advances after its enemy died in the first round"),
         Ruleset::tr("Not in the game: an advance is never a charge"),
         Ruleset::tr("Off, unless the players choose it when the game begins"),
         Ruleset::tr("Revolution: the Combat rules, on advancing (an optional rule)")},
    };
}

} // namespace

QList<RulesetOptionInfo> Ruleset::options()
{
    return optionsUpToTheTables() + optionsFromCombatOn();
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
