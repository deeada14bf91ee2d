// SPDX-License-Identifier: GPL-3.0-or-later
#include "tables.h"

#include "core/rules/unitstate.h"

namespace wm {

namespace {

DiceTable blunderWarmaster()
{
    using E = Effect;
    return {
        TableId::BlunderWarmaster,
        DiceTable::tr("Blunder (Warmaster)"),
        DiceTable::tr("Quick reference sheet"),
        {
            {1, 1, DiceTable::tr("Command penalty"),
             DiceTable::tr("The unit or brigade does not move and takes -1 Command for the rest of the game."),
             E::NoMoveThisPhase | E::PermanentCommandPenalty},
            {2, 3, DiceTable::tr("Fall back"),
             DiceTable::tr("No visible enemy within a full pace move: it halts. Otherwise it must move to at "
                           "least a full pace from the enemy, where it can."),
             E::FallBackFromEnemy},
            {4, 5, DiceTable::tr("Hesitate"), DiceTable::tr("It may move up to half pace but may not charge."),
             E::HalfPaceNoCharge},
            {6, 6, DiceTable::tr("Rush the enemy"),
             DiceTable::tr("It moves its full pace at the nearest enemy and charges if it can."), E::RushNearestEnemy},
        }};
}

DiceTable blunderRevolution()
{
    using E = Effect;
    return {TableId::BlunderRevolution,
            DiceTable::tr("Blunder (Warmaster Revolution)"),
            DiceTable::tr("Warmaster Revolution rules, Characters"),
            {
                {1, 1, DiceTable::tr("Command penalty"),
                 DiceTable::tr("-1 Command for the rest of the game (in a brigade, one unit of the player's choice); "
                               "it may not move further this phase."),
                 E::NoMoveThisPhase | E::PermanentCommandPenalty},
                {2, 3, DiceTable::tr("Fall back"),
                 DiceTable::tr("No visible enemy within a full pace move: it halts. Otherwise it moves by the "
                               "shortest route to beyond a full pace of every enemy, or as far away as it can."),
                 E::FallBackFromEnemy},
                {4, 5, DiceTable::tr("Stay put"), DiceTable::tr("No move and no further orders this phase."),
                 E::NoMoveThisPhase | E::NoFurtherOrders},
                {6, 6, DiceTable::tr("Rush the enemy"),
                 DiceTable::tr("Full pace at the nearest visible enemy, charging it if it can; no further orders "
                               "this phase."),
                 E::RushNearestEnemy | E::NoFurtherOrders},
            }};
}

DiceTable steamTankWarmaster()
{
    using E = Effect;
    return {TableId::SteamTankWarmaster,
            DiceTable::tr("Steam Tank malfunction (Warmaster)"),
            DiceTable::tr("Quick reference sheet"),
            {
                {1, 1, DiceTable::tr("Immobilised"), DiceTable::tr("It cannot move for the rest of the game."),
                 E::NoMoveThisPhase | E::Immobilised},
                {2, 3, DiceTable::tr("No shooting"), DiceTable::tr("It does not move and cannot shoot this turn."),
                 E::NoMoveThisPhase | E::CannotShootThisTurn},
                {4, 5, DiceTable::tr("Unaffected"), DiceTable::tr("It does not move, but is otherwise unaffected."),
                 E::NoMoveThisPhase},
            }};
}

DiceTable steamTankRevolution()
{
    using E = Effect;
    return {
        TableId::SteamTankRevolution,
        DiceTable::tr("Steam Tank malfunction (Warmaster Revolution)"),
        DiceTable::tr("Warmaster Revolution Empire army list"),
        {
            {1, 1, DiceTable::tr("Destroyed"), DiceTable::tr("The Steam Tank bursts and is removed."), E::Destroyed},
            {2, 2, DiceTable::tr("Broken down"),
             DiceTable::tr("It never moves again and is destroyed if it ever must; it still shoots and "
                           "fights."),
             E::NoMoveThisPhase | E::Immobilised},
            {3, 3, DiceTable::tr("Stuck"), DiceTable::tr("No more moves and no shooting this turn."),
             E::NoMoveThisPhase | E::CannotShootThisTurn},
            {4, 4, DiceTable::tr("Commander slain"),
             DiceTable::tr("No more moves this turn and -1 Command for the rest of the game."),
             E::NoMoveThisPhase | E::PermanentCommandPenalty},
            {5, 5, DiceTable::tr("Momentary halt"), DiceTable::tr("No more moves this turn."), E::NoMoveThisPhase},
            {6, 6, DiceTable::tr("Steam overload"),
             DiceTable::tr("No more moves this turn, but it shoots with double its attacks (6) this turn."),
             E::NoMoveThisPhase | E::DoubleShootingThisTurn},
        }};
}

DiceAmount amount(int fixed, int d6 = 0, int d3 = 0)
{
    return DiceAmount{fixed, d6, d3};
}

DiceTable giantGoesWild()
{
    using E = Effect;
    DiceTable t{TableId::GiantGoesWild, DiceTable::tr("Giant goes wild"), DiceTable::tr("Quick reference sheet"), {}};
    t.rows = {
        {1, 1, DiceTable::tr("Stands dazed"), DiceTable::tr("It neither moves nor fights this turn."),
         E::NoMoveThisPhase | E::NoFightThisTurn},
        {2, 2, DiceTable::tr("Wanders off"),
         DiceTable::tr("It heads for the nearest table edge and fights any unit, friend or foe, it walks into; if it "
                       "wins it stays where it is."),
         E::MovesToTableEdge},
        {3, 3, DiceTable::tr("Throws a rock"),
         DiceTable::tr("It hurls a rock 5D6 cm at the closest unit, friend or foe; if the rock reaches it, it "
                       "takes 3 attacks."),
         E::NoMoveThisPhase | E::AttacksClosestUnit},
        {4, 4, DiceTable::tr("Lumbers ahead"),
         DiceTable::tr("It moves its full pace straight ahead and fights any enemy it reaches; friends it walks "
                       "through are confused until the end of the Command phase."),
         E::MovesStraightAhead | E::ConfusesFriendsInItsPath},
        {5, 5, DiceTable::tr("Rushes the enemy"),
         DiceTable::tr("It rushes at the nearest enemy it can see and fights it; friends it walks through are "
                       "confused until the end of the Command phase."),
         E::RushNearestEnemy | E::ConfusesFriendsInItsPath},
        {6, 6, DiceTable::tr("Berserk"),
         DiceTable::tr("It rushes at the nearest enemy it can see at twice its full pace, and doubles its "
                       "attacks in the first round of that combat."),
         E::RushNearestEnemy | E::DoubleFullPace | E::DoubleAttacksFirstRound},
    };
    t.rows[2].attacks = amount(3);
    t.rows[2].distanceCm = amount(0, 5);
    return t;
}

DiceTable flameCannonWarmaster()
{
    using E = Effect;
    DiceTable t{TableId::FlameCannonWarmaster,
                DiceTable::tr("Flame Cannon misfire (Warmaster)"),
                DiceTable::tr("Quick reference sheet"),
                {},
                TableDice::DoubleRolled};
    t.rows = {
        {1, 1, DiceTable::tr("Explodes"), DiceTable::tr("No hits; the Flame Cannon is destroyed."), E::Destroyed},
        {2, 2, DiceTable::tr("Last gasp"),
         DiceTable::tr("4 hits on the target and 2D6 attacks more, then the Flame Cannon is destroyed."), E::Destroyed},
        {3, 3, DiceTable::tr("Sputters"),
         DiceTable::tr("3 hits on the target; from now on it shoots with one die (1D6 attacks)."),
         E::ShootingDiceReduced},
        {4, 4, DiceTable::tr("Flare"), DiceTable::tr("4 hits on the target; otherwise unaffected."), {}},
        {5, 5, DiceTable::tr("Goes out"), DiceTable::tr("It does not shoot this turn; otherwise unaffected."),
         E::CannotShootThisTurn},
        {6,
         6,
         DiceTable::tr("Inferno"),
         DiceTable::tr("12 hits on the target and D6 attacks more; otherwise unaffected."),
         {}},
    };
    t.rows[1].hits = amount(4);
    t.rows[1].attacks = amount(0, 2);
    t.rows[2].hits = amount(3);
    t.rows[2].shootingDiceFromNowOn = 1;
    t.rows[3].hits = amount(4);
    t.rows[5].hits = amount(12);
    t.rows[5].attacks = amount(0, 1);
    return t;
}

DiceTable flameCannonRevolution()
{
    using E = Effect;
    DiceTable t{TableId::FlameCannonRevolution,
                DiceTable::tr("Flame Cannon misfire (Warmaster Revolution)"),
                DiceTable::tr("Warmaster Revolution Dwarf army list"),
                {},
                TableDice::DoubleRolled};
    t.rows = {
        {1, 1, DiceTable::tr("Explodes"), DiceTable::tr("No attacks; the Flame Cannon is destroyed."), E::Destroyed},
        {2, 2, DiceTable::tr("Last gasp"),
         DiceTable::tr("4+2D6 attacks on the target, then the Flame Cannon is destroyed."), E::Destroyed},
        {3, 3, DiceTable::tr("Smoky flame"),
         DiceTable::tr("6 attacks on the target; from now on it shoots with 1D6 attacks instead of 2D6."),
         E::ShootingDiceReduced},
        {4, 4, DiceTable::tr("Goes out"), DiceTable::tr("It does not shoot this turn; otherwise unaffected."),
         E::CannotShootThisTurn},
        {5, 5, DiceTable::tr("Soot and coals"), DiceTable::tr("10 attacks on the target; otherwise unaffected."), {}},
        {6, 6, DiceTable::tr("Huge flame"), DiceTable::tr("12+D6 attacks on the target; otherwise unaffected."), {}},
    };
    t.rows[1].attacks = amount(4, 2);
    t.rows[2].attacks = amount(6);
    t.rows[2].shootingDiceFromNowOn = 1;
    t.rows[4].attacks = amount(10);
    t.rows[5].attacks = amount(12, 1);
    return t;
}

DiceTable deathRocketWarmaster()
{
    using E = Effect;
    DiceTable t{TableId::DeathRocketWarmaster,
                DiceTable::tr("Death Rocket misfire (Warmaster)"),
                DiceTable::tr("Quick reference sheet"),
                {}};
    t.rows = {
        {1, 1, DiceTable::tr("Explodes"), DiceTable::tr("The Death Rocket is destroyed."), E::Destroyed},
        {2, 2, DiceTable::tr("Last launch"),
         DiceTable::tr("The 1 rolled stands and 2D6 attacks are added to it (1+2D6), then it is destroyed."),
         E::Destroyed},
        {3, 3, DiceTable::tr("Damaged"),
         DiceTable::tr("It does not shoot this turn, and shoots D6 attacks from now on."),
         E::CannotShootThisTurn | E::ShootingDiceReduced},
        {4, 5, DiceTable::tr("Fails to launch"), DiceTable::tr("It does not shoot this turn."), E::CannotShootThisTurn},
        {6,
         6,
         DiceTable::tr("Extra charge"),
         DiceTable::tr("The 1 rolled stands and D6 attacks are added to it (1+D6)."),
         {}},
    };
    // "Additional" attacks add to the shot whose 1 caused the misfire: the row gives the whole shot.
    t.rows[1].attacks = amount(1, 2);
    t.rows[2].shootingDiceFromNowOn = 1;
    t.rows[4].attacks = amount(1, 1);
    return t;
}

// The Revolution Death Rocket and the Cathay Rocket Launcher misfire alike.
DiceTable rocketMisfire(TableId id, const QString &name, const QString &source)
{
    using E = Effect;
    DiceTable t{id, name, source, {}};
    t.rows = {
        {1, 1, DiceTable::tr("Explodes"), DiceTable::tr("The rocket explodes: the machine is destroyed."),
         E::Destroyed},
        {2, 3, DiceTable::tr("Dud"), DiceTable::tr("The rocket does just 1 attack."), {}},
        {4, 5, DiceTable::tr("Overshoots"),
         DiceTable::tr("D6 attacks on the first unit past the target in the line of fire, whatever the range (a "
                       "1 does not misfire again); with no unit there the rocket is lost. Hits on an engaged unit "
                       "count in its combat."),
         E::AttacksUnitBeyond},
        {6, 6, DiceTable::tr("Big blast"), DiceTable::tr("2D6 attacks on the target instead of 1D6."), {}},
    };
    t.rows[1].attacks = amount(1);
    t.rows[2].attacks = amount(0, 1);
    t.rows[3].attacks = amount(0, 2);
    return t;
}

DiceTable buildingDamage()
{
    using E = Effect;
    DiceTable t{TableId::BuildingDamage,
                DiceTable::tr("Damage to fortresses, buildings and ships"),
                DiceTable::tr("Quick reference sheet"),
                {},
                TableDice::HighestD6};
    t.rows = {
        {1, 2, DiceTable::tr("No effect"), DiceTable::tr("Nothing happens."), {}},
        {3, 6, DiceTable::tr("Damaged"), DiceTable::tr("Damaged but holds."), E::BuildingDamaged},
        {7, 99, DiceTable::tr("Breached"),
         DiceTable::tr("Breached, destroyed or sunk; a tower must be breached twice to fall."),
         E::BuildingDamaged | E::BuildingBreached},
    };
    return t;
}

DiceTable boilingOil()
{
    using E = Effect;
    DiceTable t{TableId::BoilingOil, DiceTable::tr("Boiling oil"), DiceTable::tr("Quick reference sheet"), {}};
    t.rows = {
        {1, 2, DiceTable::tr("No effect"), DiceTable::tr("The oil misses."), {}},
        {3, 4, DiceTable::tr("Scalded"), DiceTable::tr("The unit takes 1 attack."), E::RetreatsIfStandLost},
        {5, 6, DiceTable::tr("Drenched"),
         DiceTable::tr("The unit takes D3 attacks; if it loses a stand it retreats 1 cm per hit."),
         E::RetreatsIfStandLost},
    };
    t.rows[1].attacks = amount(1);
    t.rows[2].attacks = amount(0, 0, 1);
    return t;
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

} // namespace wm
