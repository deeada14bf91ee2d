// SPDX-License-Identifier: GPL-3.0-or-later
#include "tables.h"

#include "core/rules/ruleset.h"
#include "core/rules/unit.h"
#include "core/rules/unitstate.h"
#include "core/rules/weapon.h"

namespace wm {

namespace {

// Each row whole, in one initializer: its scores, its text and every number it applies. The numbers
// the text states are the row's own (tst_tables checks that they agree).

DiceTable blunderWarmaster()
{
    using E = Effect;
    return {
        TableId::BlunderWarmaster,
        DiceTable::tr("Blunder (Warmaster)"),
        DiceTable::tr("Quick reference sheet"),
        {
            {.from = 1,
             .to = 1,
             .title = DiceTable::tr("Command penalty"),
             .text = DiceTable::tr("The unit or brigade does not move and takes -1 Command for the rest of the game."),
             .effects = E::NoMoveThisPhase | E::PermanentCommandPenalty},
            {.from = 2,
             .to = 3,
             .title = DiceTable::tr("Fall back"),
             .text = DiceTable::tr("No visible enemy within a full pace move: it halts. Otherwise it must move "
                                   "to at least a full pace from the enemy, where it can."),
             .effects = E::FallBackFromEnemy},
            {.from = 4,
             .to = 5,
             .title = DiceTable::tr("Hesitate"),
             .text = DiceTable::tr("It may move up to half pace but may not charge."),
             .effects = E::HalfPaceNoCharge},
            {.from = 6,
             .to = 6,
             .title = DiceTable::tr("Rush the enemy"),
             .text = DiceTable::tr("It moves its full pace at the nearest enemy and charges if it can."),
             .effects = E::RushNearestEnemy},
        }};
}

DiceTable blunderRevolution()
{
    using E = Effect;
    return {TableId::BlunderRevolution,
            DiceTable::tr("Blunder (Warmaster Revolution)"),
            DiceTable::tr("Warmaster Revolution rules, Characters"),
            {
                {.from = 1,
                 .to = 1,
                 .title = DiceTable::tr("Command penalty"),
                 .text = DiceTable::tr("-1 Command for the rest of the game (in a brigade, one unit of the "
                                       "player's choice); it may not move further this phase."),
                 .effects = E::NoMoveThisPhase | E::PermanentCommandPenalty},
                {.from = 2,
                 .to = 3,
                 .title = DiceTable::tr("Fall back"),
                 .text = DiceTable::tr("No visible enemy within a full pace move: it halts. Otherwise it moves by "
                                       "the shortest route to beyond a full pace of every enemy, or as far away as "
                                       "it can."),
                 .effects = E::FallBackFromEnemy},
                {.from = 4,
                 .to = 5,
                 .title = DiceTable::tr("Stay put"),
                 .text = DiceTable::tr("No move and no further orders this phase."),
                 .effects = E::NoMoveThisPhase | E::NoFurtherOrders},
                {.from = 6,
                 .to = 6,
                 .title = DiceTable::tr("Rush the enemy"),
                 .text = DiceTable::tr("Full pace at the nearest visible enemy, charging it if it can; no further "
                                       "orders this phase."),
                 .effects = E::RushNearestEnemy | E::NoFurtherOrders},
            }};
}

DiceTable steamTankWarmaster()
{
    using E = Effect;
    return {TableId::SteamTankWarmaster,
            DiceTable::tr("Steam Tank malfunction (Warmaster)"),
            DiceTable::tr("Quick reference sheet"),
            {
                {.from = 1,
                 .to = 1,
                 .title = DiceTable::tr("Immobilised"),
                 .text = DiceTable::tr("It cannot move for the rest of the game."),
                 .effects = E::NoMoveThisPhase | E::Immobilised},
                {.from = 2,
                 .to = 3,
                 .title = DiceTable::tr("No shooting"),
                 .text = DiceTable::tr("It does not move and cannot shoot this turn."),
                 .effects = E::NoMoveThisPhase | E::CannotShootThisTurn},
                {.from = 4,
                 .to = 5,
                 .title = DiceTable::tr("Unaffected"),
                 .text = DiceTable::tr("It does not move, but is otherwise unaffected."),
                 .effects = E::NoMoveThisPhase},
            }};
}

DiceTable steamTankRevolution()
{
    using E = Effect;
    return {TableId::SteamTankRevolution,
            DiceTable::tr("Steam Tank malfunction (Warmaster Revolution)"),
            DiceTable::tr("Warmaster Revolution Empire army list"),
            {
                {.from = 1,
                 .to = 1,
                 .title = DiceTable::tr("Destroyed"),
                 .text = DiceTable::tr("The Steam Tank bursts and is removed."),
                 .effects = E::Destroyed},
                {.from = 2,
                 .to = 2,
                 .title = DiceTable::tr("Broken down"),
                 .text = DiceTable::tr(
                     "It never moves again and is destroyed if it ever must; it still shoots and fights."),
                 .effects = E::NoMoveThisPhase | E::Immobilised},
                {.from = 3,
                 .to = 3,
                 .title = DiceTable::tr("Stuck"),
                 .text = DiceTable::tr("No more moves and no shooting this turn."),
                 .effects = E::NoMoveThisPhase | E::CannotShootThisTurn},
                {.from = 4,
                 .to = 4,
                 .title = DiceTable::tr("Commander slain"),
                 .text = DiceTable::tr("No more moves this turn and -1 Command for the rest of the game."),
                 .effects = E::NoMoveThisPhase | E::PermanentCommandPenalty},
                {.from = 5,
                 .to = 5,
                 .title = DiceTable::tr("Momentary halt"),
                 .text = DiceTable::tr("No more moves this turn."),
                 .effects = E::NoMoveThisPhase},
                {.from = 6,
                 .to = 6,
                 .title = DiceTable::tr("Steam overload"),
                 .text = DiceTable::tr("No more moves this turn, but it shoots with double its attacks (6) this turn."),
                 .effects = E::NoMoveThisPhase | E::DoubleShootingThisTurn},
            }};
}

DiceTable giantGoesWild()
{
    using E = Effect;
    return {TableId::GiantGoesWild,
            DiceTable::tr("Giant goes wild"),
            DiceTable::tr("Quick reference sheet"),
            {
                {.from = 1,
                 .to = 1,
                 .title = DiceTable::tr("Stands dazed"),
                 .text = DiceTable::tr("It neither moves nor fights this turn."),
                 .effects = E::NoMoveThisPhase | E::NoFightThisTurn},
                {.from = 2,
                 .to = 2,
                 .title = DiceTable::tr("Wanders off"),
                 .text = DiceTable::tr("It heads for the nearest table edge and fights any unit, friend or foe, it "
                                       "walks into; if it wins it stays where it is."),
                 .effects = E::MovesToTableEdge},
                {.from = 3,
                 .to = 3,
                 .title = DiceTable::tr("Throws a rock"),
                 .text = DiceTable::tr("It hurls a rock 5D6 cm at the closest unit, friend or foe; if the rock "
                                       "reaches it, it takes 3 attacks."),
                 .effects = E::NoMoveThisPhase | E::AttacksClosestUnit,
                 .attacks = {.fixed = 3},
                 .distanceCm = {.d6 = 5}},
                {.from = 4,
                 .to = 4,
                 .title = DiceTable::tr("Lumbers ahead"),
                 .text = DiceTable::tr("It moves its full pace straight ahead and fights any enemy it reaches; "
                                       "friends it walks through are confused until the end of the Command phase."),
                 .effects = E::MovesStraightAhead | E::ConfusesFriendsInItsPath},
                {.from = 5,
                 .to = 5,
                 .title = DiceTable::tr("Rushes the enemy"),
                 .text = DiceTable::tr("It rushes at the nearest enemy it can see and fights it; friends it walks "
                                       "through are confused until the end of the Command phase."),
                 .effects = E::RushNearestEnemy | E::ConfusesFriendsInItsPath},
                {.from = 6,
                 .to = 6,
                 .title = DiceTable::tr("Berserk"),
                 .text = DiceTable::tr("It rushes at the nearest enemy it can see at twice its full pace, and "
                                       "doubles its attacks in the first round of that combat."),
                 .effects = E::RushNearestEnemy | E::DoubleFullPace | E::DoubleAttacksFirstRound},
            }};
}

DiceTable flameCannonWarmaster()
{
    using E = Effect;
    return {TableId::FlameCannonWarmaster,
            DiceTable::tr("Flame Cannon misfire (Warmaster)"),
            DiceTable::tr("Quick reference sheet"),
            {
                {.from = 1,
                 .to = 1,
                 .title = DiceTable::tr("Explodes"),
                 .text = DiceTable::tr("No hits; the Flame Cannon is destroyed."),
                 .effects = E::Destroyed},
                {.from = 2,
                 .to = 2,
                 .title = DiceTable::tr("Last gasp"),
                 .text = DiceTable::tr("4 hits on the target and 2D6 attacks more, then the Flame Cannon is "
                                       "destroyed."),
                 .effects = E::Destroyed,
                 .hits = {.fixed = 4},
                 .attacks = {.d6 = 2}},
                {.from = 3,
                 .to = 3,
                 .title = DiceTable::tr("Sputters"),
                 .text = DiceTable::tr("3 hits on the target; from now on it shoots with one die (1D6 attacks)."),
                 .effects = E::ShootingDiceReduced,
                 .hits = {.fixed = 3},
                 .shootingDiceFromNowOn = 1},
                {.from = 4,
                 .to = 4,
                 .title = DiceTable::tr("Flare"),
                 .text = DiceTable::tr("4 hits on the target; otherwise unaffected."),
                 .hits = {.fixed = 4}},
                {.from = 5,
                 .to = 5,
                 .title = DiceTable::tr("Goes out"),
                 .text = DiceTable::tr("It does not shoot this turn; otherwise unaffected."),
                 .effects = E::CannotShootThisTurn},
                {.from = 6,
                 .to = 6,
                 .title = DiceTable::tr("Inferno"),
                 .text = DiceTable::tr("12 hits on the target and D6 attacks more; otherwise unaffected."),
                 .hits = {.fixed = 12},
                 .attacks = {.d6 = 1}},
            },
            TableDice::DoubleRolled};
}

DiceTable flameCannonRevolution()
{
    using E = Effect;
    return {
        TableId::FlameCannonRevolution,
        DiceTable::tr("Flame Cannon misfire (Warmaster Revolution)"),
        DiceTable::tr("Warmaster Revolution Dwarf army list"),
        {
            {.from = 1,
             .to = 1,
             .title = DiceTable::tr("Explodes"),
             .text = DiceTable::tr("No attacks; the Flame Cannon is destroyed."),
             .effects = E::Destroyed},
            {.from = 2,
             .to = 2,
             .title = DiceTable::tr("Last gasp"),
             .text = DiceTable::tr("4+2D6 attacks on the target, then the Flame Cannon is destroyed."),
             .effects = E::Destroyed,
             .attacks = {.fixed = 4, .d6 = 2}},
            {.from = 3,
             .to = 3,
             .title = DiceTable::tr("Smoky flame"),
             .text = DiceTable::tr("6 attacks on the target; from now on it shoots with 1D6 attacks instead of 2D6."),
             .effects = E::ShootingDiceReduced,
             .attacks = {.fixed = 6},
             .shootingDiceFromNowOn = 1},
            {.from = 4,
             .to = 4,
             .title = DiceTable::tr("Goes out"),
             .text = DiceTable::tr("It does not shoot this turn; otherwise unaffected."),
             .effects = E::CannotShootThisTurn},
            {.from = 5,
             .to = 5,
             .title = DiceTable::tr("Soot and coals"),
             .text = DiceTable::tr("10 attacks on the target; otherwise unaffected."),
             .attacks = {.fixed = 10}},
            {.from = 6,
             .to = 6,
             .title = DiceTable::tr("Huge flame"),
             .text = DiceTable::tr("12+D6 attacks on the target; otherwise unaffected."),
             .attacks = {.fixed = 12, .d6 = 1}},
        },
        TableDice::DoubleRolled};
}

// "Additional" attacks add to the shot whose 1 caused the misfire: the row's attacks are the whole shot.
DiceTable deathRocketWarmaster()
{
    using E = Effect;
    return {TableId::DeathRocketWarmaster,
            DiceTable::tr("Death Rocket misfire (Warmaster)"),
            DiceTable::tr("Quick reference sheet"),
            {
                {.from = 1,
                 .to = 1,
                 .title = DiceTable::tr("Explodes"),
                 .text = DiceTable::tr("The Death Rocket is destroyed."),
                 .effects = E::Destroyed},
                {.from = 2,
                 .to = 2,
                 .title = DiceTable::tr("Last launch"),
                 .text = DiceTable::tr(
                     "The 1 rolled stands and 2D6 attacks are added to it (1+2D6), then it is destroyed."),
                 .effects = E::Destroyed,
                 .attacks = {.fixed = 1, .d6 = 2}},
                {.from = 3,
                 .to = 3,
                 .title = DiceTable::tr("Damaged"),
                 .text = DiceTable::tr("It does not shoot this turn, and shoots D6 attacks from now on."),
                 .effects = E::CannotShootThisTurn | E::ShootingDiceReduced,
                 .shootingDiceFromNowOn = 1},
                {.from = 4,
                 .to = 5,
                 .title = DiceTable::tr("Fails to launch"),
                 .text = DiceTable::tr("It does not shoot this turn."),
                 .effects = E::CannotShootThisTurn},
                {.from = 6,
                 .to = 6,
                 .title = DiceTable::tr("Extra charge"),
                 .text = DiceTable::tr("The 1 rolled stands and D6 attacks are added to it (1+D6)."),
                 .attacks = {.fixed = 1, .d6 = 1}},
            }};
}

// The Revolution Death Rocket and the Cathay Rocket Launcher misfire alike.
DiceTable rocketMisfire(TableId id, const QString &name, const QString &source)
{
    using E = Effect;
    return {id,
            name,
            source,
            {
                {.from = 1,
                 .to = 1,
                 .title = DiceTable::tr("Explodes"),
                 .text = DiceTable::tr("The rocket explodes: the machine is destroyed."),
                 .effects = E::Destroyed},
                {.from = 2,
                 .to = 3,
                 .title = DiceTable::tr("Dud"),
                 .text = DiceTable::tr("The rocket does just 1 attack."),
                 .attacks = {.fixed = 1}},
                {.from = 4,
                 .to = 5,
                 .title = DiceTable::tr("Overshoots"),
                 .text = DiceTable::tr("D6 attacks on the first unit past the target in the line of fire, whatever "
                                       "the range (a 1 does not misfire again); with no unit there the rocket is "
                                       "lost. Hits on an engaged unit count in its combat."),
                 .effects = E::AttacksUnitBeyond,
                 .attacks = {.d6 = 1}},
                {.from = 6,
                 .to = 6,
                 .title = DiceTable::tr("Big blast"),
                 .text = DiceTable::tr("2D6 attacks on the target instead of 1D6."),
                 .attacks = {.d6 = 2}},
            }};
}

DiceTable buildingDamage()
{
    using E = Effect;
    return {TableId::BuildingDamage,
            DiceTable::tr("Damage to fortresses, buildings and ships"),
            DiceTable::tr("Quick reference sheet"),
            {
                {.from = 1, .to = 2, .title = DiceTable::tr("No effect"), .text = DiceTable::tr("Nothing happens.")},
                {.from = 3,
                 .to = 6,
                 .title = DiceTable::tr("Damaged"),
                 .text = DiceTable::tr("Damaged but holds."),
                 .effects = E::BuildingDamaged},
                {.from = 7,
                 .to = 99,
                 .title = DiceTable::tr("Breached"),
                 .text = DiceTable::tr("Breached, destroyed or sunk; a tower must be breached twice to fall."),
                 .effects = E::BuildingDamaged | E::BuildingBreached},
            },
            TableDice::HighestD6};
}

// Only the worst row makes a unit that loses a stand retreat; a scalding (3-4) is the attack alone.
DiceTable boilingOil()
{
    using E = Effect;
    return {TableId::BoilingOil,
            DiceTable::tr("Boiling oil"),
            DiceTable::tr("Quick reference sheet"),
            {
                {.from = 1, .to = 2, .title = DiceTable::tr("No effect"), .text = DiceTable::tr("The oil misses.")},
                {.from = 3,
                 .to = 4,
                 .title = DiceTable::tr("Scalded"),
                 .text = DiceTable::tr("The unit takes 1 attack."),
                 .attacks = {.fixed = 1}},
                {.from = 5,
                 .to = 6,
                 .title = DiceTable::tr("Drenched"),
                 .text = DiceTable::tr("The unit takes D3 attacks; if it loses a stand it retreats 1 cm per hit."),
                 .effects = E::RetreatsIfStandLost,
                 .attacks = {.d3 = 1}},
            }};
}

} // namespace

QString DiceAmount::toString() const
{
    QStringList parts;
    if (fixed > 0 || (d6 == 0 && d3 == 0))
        parts.append(QString::number(fixed));
    if (d6 > 0)
        parts.append(d6 == 1 ? tr("D6") : tr("%1D6").arg(d6));
    if (d3 > 0)
        parts.append(d3 == 1 ? tr("D3") : tr("%1D3").arg(d3));
    return parts.join(QLatin1Char('+'));
}

void applyTableEffects(UnitState &state, const TableRow &row)
{
    if (row.effects.testFlag(Effect::Destroyed))
        destroyUnit(state, DestroyedBy::Mishap);
    if (row.effects.testFlag(Effect::Immobilised))
        state.immobilised = true;
    if (row.effects.testFlag(Effect::CannotShootThisTurn))
        state.cannotShootThisTurn = true;
    if (row.effects.testFlag(Effect::DoubleShootingThisTurn))
        state.doubleShootingThisTurn = true;
    if (row.effects.testFlag(Effect::NoFightThisTurn))
        state.cannotFightThisTurn = true;
    if (row.effects.testFlag(Effect::DoubleAttacksFirstRound))
        state.doubleAttacksFirstRoundThisTurn = true;
    if (row.effects.testFlag(Effect::ShootingDiceReduced))
        state.shootingDiceFromNowOn = row.shootingDiceFromNowOn;
}

const TableRow *DiceTable::rowFor(int score) const
{
    for (const TableRow &row : rows) {
        if (score >= row.from && score <= row.to)
            return &row;
    }
    return nullptr;
}

QString DiceTable::noEntry(int score)
{
    return tr("No entry for %1 in this table.").arg(score);
}

const DiceTable &DiceTable::get(TableId id)
{
    // Built once, on first use, after the translators are installed.
    static const DiceTable tables[] = {
        blunderWarmaster(),
        blunderRevolution(),
        steamTankWarmaster(),
        steamTankRevolution(),
        giantGoesWild(),
        flameCannonWarmaster(),
        flameCannonRevolution(),
        deathRocketWarmaster(),
        rocketMisfire(TableId::DeathRocketRevolution, DiceTable::tr("Death Rocket misfire (Warmaster Revolution)"),
                      DiceTable::tr("Warmaster Revolution Chaos Dwarf army list")),
        rocketMisfire(TableId::RocketLauncher, DiceTable::tr("Rocket Launcher misfire"),
                      DiceTable::tr("Warmaster Revolution Cathay army list")),
        buildingDamage(),
        boilingOil(),
    };
    static_assert(std::size(tables) == std::size(AllTables));
    return tables[int(id)];
}

std::optional<TableId> ownTableOf(const Unit &unit, const Ruleset &ruleset)
{
    if (unit.profile.has(Trait::MalfunctionsOnDoubleSix))
        return ruleset.steamTankTable;
    if (unit.profile.has(Trait::GoesWild))
        return TableId::GiantGoesWild;
    return WeaponRules::misfireTable(unit.profile.weapon, ruleset);
}

} // namespace wm
