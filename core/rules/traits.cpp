// SPDX-License-Identifier: GPL-3.0-or-later
#include "traits.h"

#include "core/rules/signednumber.h"

#include <iterator>

namespace wm {

namespace {

// Each trait's name and what it does, in AllTraits' order: a trait added without its texts fails the
// static_assert below.
struct TraitTexts
{
    Trait trait;
    const char *name; // translated in the context "Trait"
    QString (*description)(int value);
};

constexpr TraitTexts AllTraitTexts[] = {
    {Trait::AllRoundVision, QT_TRANSLATE_NOOP("Trait", "All-round vision"),
     [](int) { return TraitText::tr("Can see and shoot from any edge of its stands."); }},
    {Trait::NoDriveBack, QT_TRANSLATE_NOOP("Trait", "Never driven back"),
     [](int) { return TraitText::tr("Hits from shooting never drive it back, so drive backs never confuse it."); }},
    {Trait::DriveBackConfusionOnly, QT_TRANSLATE_NOOP("Trait", "Drive backs only confuse"),
     [](int) {
         return TraitText::tr("Rolls drive-back dice only to see if a 6 confuses it; it is never moved or routed.");
     }},
    {Trait::AlwaysDefended, QT_TRANSLATE_NOOP("Trait", "Always defended"),
     [](int) { return TraitText::tr("Counts as defended wherever it stands."); }},
    {Trait::ArmourPiercing, QT_TRANSLATE_NOOP("Trait", "Armour piercing"),
     [](int) { return TraitText::tr("Its shots make the target's armour one worse; 6+ armour gets no save."); }},
    {Trait::NoArmourSave, QT_TRANSLATE_NOOP("Trait", "No armour save"),
     [](int) { return TraitText::tr("No armour save is allowed against its shots."); }},
    {Trait::Flyer, QT_TRANSLATE_NOOP("Trait", "Flyer"),
     [](int) { return TraitText::tr("Flies: moves up to 100 cm over any terrain."); }},
    {Trait::CausesTerror, QT_TRANSLATE_NOOP("Trait", "Causes terror"),
     [](int) { return TraitText::tr("Enemies fighting it lose one attack per stand unless they cause terror too."); }},
    {Trait::MalfunctionsOnDoubleSix, QT_TRANSLATE_NOOP("Trait", "Malfunctions"),
     [](int) {
         return TraitText::tr(
             "A double six on its order is rolled on the Steam Tank malfunction table instead of the blunder "
             "table, whoever gave the order.");
     }},
    {Trait::DestroyedIfRetreating, QT_TRANSLATE_NOOP("Trait", "Cannot retreat"),
     [](int) { return TraitText::tr("If it loses a combat and has to retreat, it is destroyed instead."); }},
    {Trait::IgnoresTerror, QT_TRANSLATE_NOOP("Trait", "Ignores terror"),
     [](int) { return TraitText::tr("Fights an enemy that causes terror without losing an attack per stand."); }},
    {Trait::NeverConfused, QT_TRANSLATE_NOOP("Trait", "Never confused"),
     [](int) {
         return TraitText::tr("Nothing confuses it: drive-back sixes and the other causes of confusion pass it by.");
     }},
    {Trait::Regenerates, QT_TRANSLATE_NOOP("Trait", "Regenerates"),
     [](int) {
         return TraitText::tr(
             "In each combat round, after whole stands are removed, one hit left over is taken back; the hit "
             "still counts towards the combat result.");
     }},
    {Trait::ShootingBonus, QT_TRANSLATE_NOOP("Trait", "Keen shots"),
     [](int value) {
         if (value == 1)
             return TraitText::tr(
                 "Adds 1 to its dice to hit when shooting: 3+ in the open, 4+ defended, 5+ fortified.");
         return TraitText::tr("Adds %1 to its dice to hit when shooting.").arg(signedNumber(value));
     }},
    {Trait::ChargesLikeMonster, QT_TRANSLATE_NOOP("Trait", "Charges like a monster"),
     [](int) {
         return TraitText::tr("Charging an enemy in the open, it gets the extra attack a monster or chariot gets.");
     }},
    {Trait::GivesNoOrders, QT_TRANSLATE_NOOP("Trait", "Gives no orders"),
     [](int) { return TraitText::tr("Gives no orders, so has no Command value."); }},
    {Trait::IgnoresEnemyNearPenalty, QT_TRANSLATE_NOOP("Trait", "Unhindered by nearby enemies"),
     [](int) {
         return TraitText::tr(
             "Orders to it take no penalty for enemies within 20 cm (a brigade still does if another of its "
             "units would).");
     }},
    {Trait::IgnoresDenseTerrainPenalty, QT_TRANSLATE_NOOP("Trait", "At home in dense terrain"),
     [](int) {
         return TraitText::tr(
             "Orders to it take no penalty for dense terrain (a brigade still does if another of its units "
             "would).");
     }},
    {Trait::OrderModifier, QT_TRANSLATE_NOOP("Trait", "Order modifier"),
     [](int value) {
         return TraitText::tr("Orders to it, or to a brigade with it, take %1 Command.").arg(signedNumber(value));
     }},
    {Trait::OrderRange, QT_TRANSLATE_NOOP("Trait", "Ordered only from near by"),
     [](int value) {
         return TraitText::tr("Only a character within %1 cm can order it, or a brigade with it.").arg(value);
     }},
    {Trait::DoubleDistancePenalty, QT_TRANSLATE_NOOP("Trait", "Double distance penalty"),
     [](int) { return TraitText::tr("Orders to it, or to a brigade with it, take twice the distance penalty."); }},
    {Trait::DriveBackDice, QT_TRANSLATE_NOOP("Trait", "Drive-back dice"),
     [](int value) {
         if (value == -1)
             return TraitText::tr("Rolls one drive-back die fewer than its hits give, never fewer than none.");
         if (value == 1)
             return TraitText::tr("Rolls one drive-back die more than its hits give.");
         return value < 0 ? TraitText::tr("Rolls %1 drive-back dice fewer than its hits give, never fewer than none.")
                                .arg(-value)
                          : TraitText::tr("Rolls %1 drive-back dice more than its hits give.").arg(value);
     }},
    {Trait::MustPursue, QT_TRANSLATE_NOOP("Trait", "Must pursue"),
     [](int) {
         return TraitText::tr("After winning a combat round it must pursue, or advance, whenever the rules allow it.");
     }},
    {Trait::NoInitiative, QT_TRANSLATE_NOOP("Trait", "No initiative"),
     [](int) { return TraitText::tr("Never uses initiative: it neither charges nor evades before orders."); }},
    {Trait::CannotEvade, QT_TRANSLATE_NOOP("Trait", "Never evades"),
     [](int) { return TraitText::tr("Never evades on initiative."); }},
    {Trait::FirstRoundAttacks, QT_TRANSLATE_NOOP("Trait", "First-round attacks"),
     [](int value) {
         return TraitText::tr(
                    "%1 attacks a stand in the first round of each combat, for stands not fought at the side or rear.")
             .arg(signedNumber(value));
     }},
    {Trait::SurvivesRetreat, QT_TRANSLATE_NOOP("Trait", "Survives a retreat"),
     [](int) {
         return TraitText::tr(
             "Though artillery, it retreats from a lost combat like other units instead of being destroyed.");
     }},
    {Trait::BrigadeLimit, QT_TRANSLATE_NOOP("Trait", "Brigade size"),
     [](int value) {
         return value >= AnyBrigadeSize
                    ? TraitText::tr("A brigade of units that all have this rule may have any number of units.")
                    : TraitText::tr("A brigade of units that all have this rule may have up to %1 units.").arg(value);
     }},
    {Trait::CommandRange, QT_TRANSLATE_NOOP("Trait", "Command range"),
     [](int value) { return TraitText::tr("Orders only units up to %1 cm away, whatever his rank.").arg(value); }},
    {Trait::PursuesAnything, QT_TRANSLATE_NOOP("Trait", "Pursues anything"),
     [](int) { return TraitText::tr("May pursue any enemy that retreats, whatever its type, flyers included."); }},
    {Trait::PursuesCavalry, QT_TRANSLATE_NOOP("Trait", "Pursues cavalry"),
     [](int) { return TraitText::tr("Though infantry, it may pursue cavalry and chariots."); }},
    {Trait::PursuedByAnyone, QT_TRANSLATE_NOOP("Trait", "Pursued by anyone"),
     [](int) { return TraitText::tr("Though it flies, any enemy may pursue it."); }},
    {Trait::DispelsSpells, QT_TRANSLATE_NOOP("Trait", "Dispels spells"),
     [](int value) {
         return TraitText::tr(
                    "When an enemy wizard within 50 cm casts a spell, a D6 of %1 or more cancels it; one try a spell, "
                    "however many can try.")
             .arg(value);
     }},
    {Trait::DispelBonus, QT_TRANSLATE_NOOP("Trait", "Dispel bonus"),
     [](int value) {
         return TraitText::tr("Once a battle, adds %1 to one roll to cancel an enemy spell.").arg(signedNumber(value));
     }},
    {Trait::CastsSpells, QT_TRANSLATE_NOOP("Trait", "Casts spells"),
     [](int) { return TraitText::tr("Casts the army's spells as a Wizard does."); }},
    {Trait::RecastsFailedSpell, QT_TRANSLATE_NOOP("Trait", "Casts again"),
     [](int) { return TraitText::tr("May roll again for a spell that failed, unless its die showed a 1."); }},
    {Trait::CastBonus, QT_TRANSLATE_NOOP("Trait", "Cast bonus"),
     [](int value) {
         return TraitText::tr("Once a battle, adds %1 to one roll to cast a spell, said before rolling.")
             .arg(signedNumber(value));
     }},
    {Trait::GoesWild, QT_TRANSLATE_NOOP("Trait", "Goes wild"),
     [](int) { return TraitText::tr("When an order to it fails, it goes wild: roll on the Giant goes wild table."); }},
    {Trait::NoChargeBonus, QT_TRANSLATE_NOOP("Trait", "No charge bonus"),
     [](int) { return TraitText::tr("Charging gives its stands no bonus attack."); }},
    {Trait::VictoryPointsWhileStanding, QT_TRANSLATE_NOOP("Trait", "Scored while standing"),
     [](int) {
         return TraitText::tr(
             "The enemy scores its full points as victory points while any stand of it is left, and none "
             "once it is destroyed.");
     }},
    {Trait::NoVictoryPoints, QT_TRANSLATE_NOOP("Trait", "Worth no victory points"),
     [](int) { return TraitText::tr("The enemy scores no victory points for it, whatever becomes of it."); }},
    {Trait::CommandModifier, QT_TRANSLATE_NOOP("Trait", "Command modifier"),
     [](int value) { return TraitText::tr("Orders he gives take %1 Command.").arg(signedNumber(value)); }},
    {Trait::AttackBonus, QT_TRANSLATE_NOOP("Trait", "Attack bonus"),
     [](int value) { return TraitText::tr("%1 attacks a stand in combat.").arg(signedNumber(value)); }},
    {Trait::ExtraAttacksWhenAhead, QT_TRANSLATE_NOOP("Trait", "Strikes again when ahead"),
     [](int value) {
         return TraitText::tr(
                    "Scoring more hits than it suffers in the first round of a combat, it strikes %1 more attacks a "
                    "stand before the result is worked out; their hits count in the result.")
             .arg(value);
     }},
    {Trait::TakesNoOrder, QT_TRANSLATE_NOOP("Trait", "Takes no order"),
     [](int) { return TraitText::tr("Takes no order, alone or in a brigade."); }},
    {Trait::IgnoresDistancePenalty, QT_TRANSLATE_NOOP("Trait", "Unhindered by distance"),
     [](int) {
         return TraitText::tr(
             "Orders to it take no distance penalty (a brigade still does if another of its units would).");
     }},
    {Trait::DriveBackConfusesOn, QT_TRANSLATE_NOOP("Trait", "Its hits confuse sooner"),
     [](int value) {
         return TraitText::tr(
                    "The drive-back dice for the hits it scores by shooting confuse the unit on a %1 or more, "
                    "rolled apart from the dice for other hits.")
             .arg(value);
     }},
    {Trait::AddsShootingAttacks, QT_TRANSLATE_NOOP("Trait", "Adds shooting attacks"),
     [](int value) {
         return TraitText::tr(
                    "Adds %1 shooting attacks to one stand of the unit he has joined whenever it shoots, at its range.")
             .arg(value);
     }},
    {Trait::FreeInBrigade, QT_TRANSLATE_NOOP("Trait", "Free in a brigade"),
     [](int value) {
         return value >= AnyBrigadeSize
                    ? TraitText::tr(
                          "Joins a brigade without counting towards its size, one such unit for each other unit of the "
                          "brigade.")
                    : TraitText::tr("Joins a brigade without counting towards its size, up to %1 such units a brigade.")
                          .arg(value);
     }},
    {Trait::GeneralsFirstOrderAt, QT_TRANSLATE_NOOP("Trait", "The General's first order"),
     [](int value) {
         return TraitText::tr(
                    "The General's first order of each turn to it alone passes on %1 or less, with no penalties.")
             .arg(value);
     }},
    {Trait::HeroesBlunderModifier, QT_TRANSLATE_NOOP("Trait", "His characters' blunders"),
     [](int value) {
         return TraitText::tr(
                    "When another character of his army blunders, the roll on the blunder table takes %1; a score "
                    "below the table reads its first row.")
             .arg(signedNumber(value));
     }},
};

consteval bool textsFollowAllTraits()
{
    if (std::size(AllTraitTexts) != std::size(AllTraits))
        return false;
    for (std::size_t i = 0; i < std::size(AllTraits); ++i) {
        if (AllTraitTexts[i].trait != AllTraits[i])
            return false;
    }
    return true;
}
static_assert(textsFollowAllTraits(), "every trait has its texts, in AllTraits' order");

const TraitTexts &textsOf(Trait trait)
{
    for (const TraitTexts &texts : AllTraitTexts) {
        if (texts.trait == trait)
            return texts;
    }
    Q_UNREACHABLE();
}

} // namespace

QString TraitText::name(Trait trait)
{
    return tr(textsOf(trait).name);
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
    return textsOf(trait).description(value);
}

} // namespace wm
