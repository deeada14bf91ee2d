// SPDX-License-Identifier: GPL-3.0-or-later
#include "traits.h"

#include "core/rules/signednumber.h"

#include <iterator>

namespace wm {

QString TraitText::name(Trait trait)
{
    switch (trait) {
    case Trait::AllRoundVision:
        return tr("All-round vision");
    case Trait::NoDriveBack:
        return tr("Never driven back");
    case Trait::DriveBackConfusionOnly:
        return tr("Drive backs only confuse");
    case Trait::AlwaysDefended:
        return tr("Always defended");
    case Trait::ArmourPiercing:
        return tr("Armour piercing");
    case Trait::NoArmourSave:
        return tr("No armour save");
    case Trait::Flyer:
        return tr("Flyer");
    case Trait::CausesTerror:
        return tr("Causes terror");
    case Trait::MalfunctionsOnDoubleSix:
        return tr("Malfunctions");
    case Trait::DestroyedIfRetreating:
        return tr("Cannot retreat");
    case Trait::IgnoresTerror:
        return tr("Ignores terror");
    case Trait::NeverConfused:
        return tr("Never confused");
    case Trait::Regenerates:
        return tr("Regenerates");
    case Trait::ShootingBonus:
        return tr("Keen shots");
    case Trait::ChargesLikeMonster:
        return tr("Charges like a monster");
    case Trait::GivesNoOrders:
        return tr("Gives no orders");
    case Trait::IgnoresEnemyNearPenalty:
        return tr("Unhindered by nearby enemies");
    case Trait::IgnoresDenseTerrainPenalty:
        return tr("At home in dense terrain");
    case Trait::OrderModifier:
        return tr("Order modifier");
    case Trait::OrderRange:
        return tr("Ordered only from near by");
    case Trait::DoubleDistancePenalty:
        return tr("Double distance penalty");
    case Trait::DriveBackDice:
        return tr("Drive-back dice");
    case Trait::MustPursue:
        return tr("Must pursue");
    case Trait::NoInitiative:
        return tr("No initiative");
    case Trait::CannotEvade:
        return tr("Never evades");
    case Trait::FirstRoundAttacks:
        return tr("First-round attacks");
    case Trait::SurvivesRetreat:
        return tr("Survives a retreat");
    case Trait::BrigadeLimit:
        return tr("Brigade size");
    case Trait::CommandRange:
        return tr("Command range");
    case Trait::PursuesAnything:
        return tr("Pursues anything");
    case Trait::PursuesCavalry:
        return tr("Pursues cavalry");
    case Trait::PursuedByAnyone:
        return tr("Pursued by anyone");
    case Trait::DispelsSpells:
        return tr("Dispels spells");
    case Trait::DispelBonus:
        return tr("Dispel bonus");
    case Trait::CastsSpells:
        return tr("Casts spells");
    case Trait::RecastsFailedSpell:
        return tr("Casts again");
    case Trait::CastBonus:
        return tr("Cast bonus");
    case Trait::GoesWild:
        return tr("Goes wild");
    case Trait::NoChargeBonus:
        return tr("No charge bonus");
    case Trait::VictoryPointsWhileStanding:
        return tr("Scored while standing");
    case Trait::NoVictoryPoints:
        return tr("Worth no victory points");
    case Trait::CommandModifier:
        return tr("Command modifier");
    case Trait::AttackBonus:
        return tr("Attack bonus");
    case Trait::ExtraAttacksWhenAhead:
        return tr("Strikes again when ahead");
    case Trait::TakesNoOrder:
        return tr("Takes no order");
    case Trait::IgnoresDistancePenalty:
        return tr("Unhindered by distance");
    case Trait::DriveBackConfusesOn:
        return tr("Its hits confuse sooner");
    case Trait::AddsShootingAttacks:
        return tr("Adds shooting attacks");
    case Trait::FreeInBrigade:
        return tr("Free in a brigade");
    case Trait::GeneralsFirstOrderAt:
        return tr("The General's first order");
    case Trait::HeroesBlunderModifier:
        return tr("His characters' blunders");
    }
    return {};
}

namespace {

// The number a trait carries, for every trait in the order of AllTraits: its value when a list gives
// none, and the least and most a profile may give it; a trait with no number has neither.
struct TraitNumber
{
    Trait trait;
    std::optional<int> byDefault = std::nullopt;
    int least = 0;
    int most = 0;
};

constexpr TraitNumber TraitNumbers[] = {
    {.trait = Trait::AllRoundVision},
    {.trait = Trait::NoDriveBack},
    {.trait = Trait::DriveBackConfusionOnly},
    {.trait = Trait::AlwaysDefended},
    {.trait = Trait::ArmourPiercing},
    {.trait = Trait::NoArmourSave},
    {.trait = Trait::Flyer},
    {.trait = Trait::CausesTerror},
    {.trait = Trait::MalfunctionsOnDoubleSix},
    {.trait = Trait::DestroyedIfRetreating},
    {.trait = Trait::IgnoresTerror},
    {.trait = Trait::NeverConfused},
    {.trait = Trait::Regenerates},
    {.trait = Trait::ShootingBonus, .byDefault = 1, .least = 1, .most = 2},
    {.trait = Trait::ChargesLikeMonster},
    {.trait = Trait::GivesNoOrders},
    {.trait = Trait::IgnoresEnemyNearPenalty},
    {.trait = Trait::IgnoresDenseTerrainPenalty},
    {.trait = Trait::OrderModifier, .byDefault = -1, .least = -3, .most = 3},
    {.trait = Trait::OrderRange, .byDefault = 20, .least = 1, .most = 200},
    {.trait = Trait::DoubleDistancePenalty},
    {.trait = Trait::DriveBackDice, .byDefault = -1, .least = -1, .most = 1},
    {.trait = Trait::MustPursue},
    {.trait = Trait::NoInitiative},
    {.trait = Trait::CannotEvade},
    {.trait = Trait::FirstRoundAttacks, .byDefault = 1, .least = 1, .most = 3},
    {.trait = Trait::SurvivesRetreat},
    {.trait = Trait::BrigadeLimit, .byDefault = 6, .least = 1, .most = AnyBrigadeSize},
    {.trait = Trait::CommandRange, .byDefault = 20, .least = 1, .most = 200},
    {.trait = Trait::PursuesAnything},
    {.trait = Trait::PursuesCavalry},
    {.trait = Trait::PursuedByAnyone},
    {.trait = Trait::DispelsSpells, .byDefault = 4, .least = 2, .most = 6},
    {.trait = Trait::DispelBonus, .byDefault = 1, .least = 1, .most = 2},
    {.trait = Trait::CastsSpells},
    {.trait = Trait::RecastsFailedSpell},
    {.trait = Trait::CastBonus, .byDefault = 1, .least = 1, .most = 2},
    {.trait = Trait::GoesWild},
    {.trait = Trait::NoChargeBonus},
    {.trait = Trait::VictoryPointsWhileStanding},
    {.trait = Trait::NoVictoryPoints},
    {.trait = Trait::CommandModifier, .byDefault = 1, .least = -3, .most = 3},
    {.trait = Trait::AttackBonus, .byDefault = 1, .least = 1, .most = 3},
    {.trait = Trait::ExtraAttacksWhenAhead, .byDefault = 1, .least = 1, .most = 3},
    {.trait = Trait::TakesNoOrder},
    {.trait = Trait::IgnoresDistancePenalty},
    {.trait = Trait::DriveBackConfusesOn, .byDefault = 4, .least = 2, .most = 5},
    {.trait = Trait::AddsShootingAttacks, .byDefault = 2, .least = 1, .most = 3},
    {.trait = Trait::FreeInBrigade, .byDefault = 2, .least = 1, .most = AnyBrigadeSize},
    {.trait = Trait::GeneralsFirstOrderAt, .byDefault = 10, .least = 2, .most = 10},
    {.trait = Trait::HeroesBlunderModifier, .byDefault = -1, .least = -2, .most = 2},
};

constexpr bool numbersFollowAllTraits()
{
    if (std::size(TraitNumbers) != std::size(AllTraits))
        return false;
    for (std::size_t i = 0; i < std::size(AllTraits); ++i) {
        const TraitNumber &n = TraitNumbers[i];
        if (n.trait != AllTraits[i] || (n.byDefault && (*n.byDefault < n.least || *n.byDefault > n.most)))
            return false;
    }
    return true;
}
static_assert(numbersFollowAllTraits(), "TraitNumbers lists every trait once, in the order of AllTraits, each "
                                        "default within its range");

const TraitNumber &numberOf(Trait trait)
{
    for (const TraitNumber &n : TraitNumbers) {
        if (n.trait == trait)
            return n;
    }
    Q_UNREACHABLE();
}

} // namespace

std::optional<int> defaultTraitValue(Trait trait)
{
    return numberOf(trait).byDefault;
}

std::pair<int, int> traitValueRange(Trait trait)
{
    const TraitNumber &n = numberOf(trait);
    return {n.least, n.most};
}

QString TraitText::label(Trait trait, int value)
{
    switch (trait) {
    case Trait::ShootingBonus:
        return tr("Keen shots %1").arg(signedNumber(value));
    case Trait::OrderModifier:
        return tr("Orders %1 Command").arg(signedNumber(value));
    case Trait::OrderRange:
        return tr("Ordered within %1 cm").arg(value);
    case Trait::DriveBackDice:
        return tr("Drive-back dice %1").arg(signedNumber(value));
    case Trait::FirstRoundAttacks:
        return tr("First round %1 attack").arg(signedNumber(value));
    case Trait::BrigadeLimit:
        return value >= AnyBrigadeSize ? tr("Brigades of any size") : tr("Brigades of up to %1").arg(value);
    case Trait::CommandRange:
        return tr("Command range %1 cm").arg(value);
    case Trait::DispelsSpells:
        return tr("Dispels on %1+").arg(value);
    case Trait::DispelBonus:
        return tr("Dispel bonus %1").arg(signedNumber(value));
    case Trait::CastBonus:
        return tr("Cast bonus %1").arg(signedNumber(value));
    case Trait::AddsShootingAttacks:
        return tr("Adds %1 shooting attacks").arg(value);
    case Trait::DriveBackConfusesOn:
        return tr("Its hits confuse on %1+").arg(value);
    case Trait::GeneralsFirstOrderAt:
        return tr("The General's first order at %1").arg(value);
    case Trait::HeroesBlunderModifier:
        return tr("His characters' blunders %1").arg(signedNumber(value));
    case Trait::FreeInBrigade:
        return value >= AnyBrigadeSize ? tr("Free in a brigade, one per other unit")
                                       : tr("Up to %1 free in a brigade").arg(value);
    case Trait::CommandModifier:
        return tr("His orders %1 Command").arg(signedNumber(value));
    case Trait::AttackBonus:
        return tr("Attacks %1 a stand").arg(signedNumber(value));
    case Trait::ExtraAttacksWhenAhead:
        return tr("Strikes %1 again when ahead").arg(signedNumber(value));
    // A trait with no number reads as its name.
    case Trait::AllRoundVision:
    case Trait::NoDriveBack:
    case Trait::DriveBackConfusionOnly:
    case Trait::AlwaysDefended:
    case Trait::ArmourPiercing:
    case Trait::NoArmourSave:
    case Trait::Flyer:
    case Trait::CausesTerror:
    case Trait::MalfunctionsOnDoubleSix:
    case Trait::DestroyedIfRetreating:
    case Trait::IgnoresTerror:
    case Trait::NeverConfused:
    case Trait::Regenerates:
    case Trait::ChargesLikeMonster:
    case Trait::GivesNoOrders:
    case Trait::IgnoresEnemyNearPenalty:
    case Trait::IgnoresDenseTerrainPenalty:
    case Trait::DoubleDistancePenalty:
    case Trait::MustPursue:
    case Trait::NoInitiative:
    case Trait::CannotEvade:
    case Trait::SurvivesRetreat:
    case Trait::PursuesAnything:
    case Trait::PursuesCavalry:
    case Trait::PursuedByAnyone:
    case Trait::CastsSpells:
    case Trait::RecastsFailedSpell:
    case Trait::GoesWild:
    case Trait::NoChargeBonus:
    case Trait::VictoryPointsWhileStanding:
    case Trait::NoVictoryPoints:
    case Trait::TakesNoOrder:
    case Trait::IgnoresDistancePenalty:
        return name(trait);
    }
    return name(trait);
}

QString TraitText::description(Trait trait, int value)
{
    switch (trait) {
    case Trait::AllRoundVision:
        return tr("Can see and shoot from any edge of its stands.");
    case Trait::NoDriveBack:
        return tr("Hits from shooting never drive it back, so drive backs never confuse it.");
    case Trait::DriveBackConfusionOnly:
        return tr("Rolls drive-back dice only to see if a 6 confuses it; it is never moved or routed.");
    case Trait::AlwaysDefended:
        return tr("Counts as defended wherever it stands.");
    case Trait::ArmourPiercing:
        return tr("Its shots make the target's armour one worse; 6+ armour gets no save.");
    case Trait::NoArmourSave:
        return tr("No armour save is allowed against its shots.");
    case Trait::Flyer:
        return tr("Flies: moves up to 100 cm over any terrain.");
    case Trait::CausesTerror:
        return tr("Enemies fighting it lose one attack per stand unless they cause terror too.");
    case Trait::MalfunctionsOnDoubleSix:
        return tr("A double six on its order is rolled on the Steam Tank malfunction table instead of the blunder "
                  "table, whoever gave the order.");
    case Trait::DestroyedIfRetreating:
        return tr("If it loses a combat and has to retreat, it is destroyed instead.");
    case Trait::IgnoresTerror:
        return tr("Fights an enemy that causes terror without losing an attack per stand.");
    case Trait::NeverConfused:
        return tr("Nothing confuses it: drive-back sixes and the other causes of confusion pass it by.");
    case Trait::Regenerates:
        return tr("In each combat round, after whole stands are removed, one hit left over is taken back; the hit "
                  "still counts towards the combat result.");
    case Trait::ShootingBonus:
        if (value == 1)
            return tr("Adds 1 to its dice to hit when shooting: 3+ in the open, 4+ defended, 5+ fortified.");
        return tr("Adds %1 to its dice to hit when shooting.").arg(signedNumber(value));
    case Trait::ChargesLikeMonster:
        return tr("Charging an enemy in the open, it gets the extra attack a monster or chariot gets.");
    case Trait::GivesNoOrders:
        return tr("Gives no orders, so has no Command value.");
    case Trait::IgnoresEnemyNearPenalty:
        return tr("Orders to it take no penalty for enemies within 20 cm (a brigade still does if another of its "
                  "units would).");
    case Trait::IgnoresDenseTerrainPenalty:
        return tr("Orders to it take no penalty for dense terrain (a brigade still does if another of its units "
                  "would).");
    case Trait::OrderModifier:
        return tr("Orders to it, or to a brigade with it, take %1 Command.").arg(signedNumber(value));
    case Trait::OrderRange:
        return tr("Only a character within %1 cm can order it, or a brigade with it.").arg(value);
    case Trait::DoubleDistancePenalty:
        return tr("Orders to it, or to a brigade with it, take twice the distance penalty.");
    case Trait::DriveBackDice:
        if (value == -1)
            return tr("Rolls one drive-back die fewer than its hits give, never fewer than none.");
        if (value == 1)
            return tr("Rolls one drive-back die more than its hits give.");
        return value < 0 ? tr("Rolls %1 drive-back dice fewer than its hits give, never fewer than none.").arg(-value)
                         : tr("Rolls %1 drive-back dice more than its hits give.").arg(value);
    case Trait::MustPursue:
        return tr("After winning a combat round it must pursue, or advance, whenever the rules allow it.");
    case Trait::NoInitiative:
        return tr("Never uses initiative: it neither charges nor evades before orders.");
    case Trait::CannotEvade:
        return tr("Never evades on initiative.");
    case Trait::FirstRoundAttacks:
        return tr("%1 attacks a stand in the first round of each combat, for stands not fought at the side or rear.")
            .arg(signedNumber(value));
    case Trait::SurvivesRetreat:
        return tr("Though artillery, it retreats from a lost combat like other units instead of being destroyed.");
    case Trait::BrigadeLimit:
        return value >= AnyBrigadeSize
                   ? tr("A brigade of units that all have this rule may have any number of units.")
                   : tr("A brigade of units that all have this rule may have up to %1 units.").arg(value);
    case Trait::CommandRange:
        return tr("Orders only units up to %1 cm away, whatever his rank.").arg(value);
    case Trait::PursuesAnything:
        return tr("May pursue any enemy that retreats, whatever its type, flyers included.");
    case Trait::PursuesCavalry:
        return tr("Though infantry, it may pursue cavalry and chariots.");
    case Trait::PursuedByAnyone:
        return tr("Though it flies, any enemy may pursue it.");
    case Trait::DispelsSpells:
        return tr("When an enemy wizard within 50 cm casts a spell, a D6 of %1 or more cancels it; one try a spell, "
                  "however many can try.")
            .arg(value);
    case Trait::DispelBonus:
        return tr("Once a battle, adds %1 to one roll to cancel an enemy spell.").arg(signedNumber(value));
    case Trait::CastsSpells:
        return tr("Casts the army's spells as a Wizard does.");
    case Trait::RecastsFailedSpell:
        return tr("May roll again for a spell that failed, unless its die showed a 1.");
    case Trait::CastBonus:
        return tr("Once a battle, adds %1 to one roll to cast a spell, said before rolling.").arg(signedNumber(value));
    case Trait::GoesWild:
        return tr("When an order to it fails, it goes wild: roll on the Giant goes wild table.");
    case Trait::NoChargeBonus:
        return tr("Charging gives its stands no bonus attack.");
    case Trait::VictoryPointsWhileStanding:
        return tr("The enemy scores its full points as victory points while any stand of it is left, and none "
                  "once it is destroyed.");
    case Trait::NoVictoryPoints:
        return tr("The enemy scores no victory points for it, whatever becomes of it.");
    case Trait::DriveBackConfusesOn:
        return tr("The drive-back dice for the hits it scores by shooting confuse the unit on a %1 or more, "
                  "rolled apart from the dice for other hits.")
            .arg(value);
    case Trait::AddsShootingAttacks:
        return tr("Adds %1 shooting attacks to one stand of the unit he has joined whenever it shoots, at its range.")
            .arg(value);
    case Trait::GeneralsFirstOrderAt:
        return tr("The General's first order of each turn to it alone passes on %1 or less, with no penalties.")
            .arg(value);
    case Trait::HeroesBlunderModifier:
        return tr("When another character of his army blunders, the roll on the blunder table takes %1; a score "
                  "below the table reads its first row.")
            .arg(signedNumber(value));
    case Trait::FreeInBrigade:
        return value >= AnyBrigadeSize
                   ? tr("Joins a brigade without counting towards its size, one such unit for each other unit of the "
                        "brigade.")
                   : tr("Joins a brigade without counting towards its size, up to %1 such units a brigade.").arg(value);
    case Trait::CommandModifier:
        return tr("Orders he gives take %1 Command.").arg(signedNumber(value));
    case Trait::AttackBonus:
        return tr("%1 attacks a stand in combat.").arg(signedNumber(value));
    case Trait::ExtraAttacksWhenAhead:
        return tr("Scoring more hits than it suffers in the first round of a combat, it strikes %1 more attacks a "
                  "stand before the result is worked out; their hits count in the result.")
            .arg(value);
    case Trait::TakesNoOrder:
        return tr("Takes no order, alone or in a brigade.");
    case Trait::IgnoresDistancePenalty:
        return tr("Orders to it take no distance penalty (a brigade still does if another of its units would).");
    }
    return {};
}

} // namespace wm
