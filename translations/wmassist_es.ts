<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>Armour</name>
    <message>
        <source>%1+</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AttackModifier</name>
    <message>
        <source>Charging an enemy in the open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Monster or chariot charging</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pursuit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per full 3 cm the enemy retreated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Terrifying enemy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enemy at side or rear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Twice its attacks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Does not fight this turn</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Battle</name>
    <message>
        <source>The first turn goes to side 1 or side 2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two units share the number %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shooting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Combat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No unit number %1 in this battle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown phase.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BuildingDamage</name>
    <message>
        <source>%1 is not artillery: only artillery can damage buildings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is destroyed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At least one die must be rolled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has already fallen.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BuildingKind</name>
    <message>
        <source>Wall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gateway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Building</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ship</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Boat</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Combat</name>
    <message>
        <source>%1 is not a character.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has been slain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must fight with one of the fighting stands of %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a character: join it to a unit to add its bonus to a stand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is destroyed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: supporting stands cannot be negative.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no stand fighting or supporting.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has %2 stands left, not %3 fighting and %4 supporting.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is confused: confused units cannot support.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: only infantry supports in this ruleset.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stand %1 of %2 fights an enemy that is not in this engagement.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stand %1 of %2 fights a %3 stand, but %4 has none.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stand %1 of %2: the enemy&apos;s retreat cannot be negative.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds are counted from 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An engagement fights at most %1 rounds in a Combat phase in this ruleset.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each side of an engagement needs at least one unit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side %1 has no stand touching the enemy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only infantry is supported in this ruleset, and no infantry of side %1 is fighting.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CombatChoice</name>
    <message>
        <source>Retreat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fall back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pursue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Advance</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CombatOutcome</name>
    <message>
        <source>No enemy retreated, so there is nobody to pursue.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Artillery never pursues.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A unit in a fortified position does not pursue.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It cannot move for the rest of the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Infantry does not pursue cavalry or chariots, unless it charged them in flank or rear, or in irregular formation, this round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only flyers pursue flyers, unless they were charged in flank or rear, or in irregular formation, this round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A unit advances only when every enemy unit of the engagement is destroyed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Artillery never advances.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A unit in a fortified position does not advance.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It has already advanced this Combat phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After a draw only units in a defended or fortified position may stand; the others fall back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a losing unit that is still on the table retreats and can lose stands doing it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has %2 stands left and cannot lose %3 retreating.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unit %1 is not a unit left standing in this engagement.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 lost the combat and must retreat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose what %1 does.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the rules do not allow it here.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Command</name>
    <message>
        <source>%1 is not a General, Hero or Wizard and cannot give orders.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has been slain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The General failed an order: no more orders this phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 failed an order and gives no more this phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick the unit to order.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A brigade has at most %1 units (%2 picked).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Distance: cannot be negative.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 can order units up to %2 cm away (this one is %3 cm).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a character: characters move without orders.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is destroyed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is confused and cannot be given orders.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is immobilised for the rest of the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 moved on initiative this turn and cannot be given orders.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 already had an order from another character this phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 already had %2 orders this phase, the most a unit can take.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 flies: only a character within %2 cm can order it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Orders have begun: no more initiative moves this phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a character: characters never use initiative.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is confused and cannot use initiative.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DiceAmount</name>
    <message>
        <source>D6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1D6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1D3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DiceRoll</name>
    <message>
        <source>To hit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Armour saves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drive back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 -&gt; D3 %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blunder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Malfunction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fall back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DiceSource</name>
    <message>
        <source>Cannot roll %1 dice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not enough dice for %1: %2 needed, %3 entered.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DiceTable</name>
    <message>
        <source>Blunder (Warmaster)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quick reference sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Command penalty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The unit or brigade does not move and takes -1 Command for the rest of the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fall back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No visible enemy within a full pace move: it halts. Otherwise it must move to at least a full pace from the enemy, where it can.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hesitate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It may move up to half pace but may not charge.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rush the enemy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It moves its full pace at the nearest enemy and charges if it can.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blunder (Warmaster Revolution)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warmaster Revolution rules, Characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>-1 Command for the rest of the game (in a brigade, one unit of the player&apos;s choice); it may not move further this phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No visible enemy within a full pace move: it halts. Otherwise it moves by the shortest route to beyond a full pace of every enemy, or as far away as it can.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stay put</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No move and no further orders this phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full pace at the nearest visible enemy, charging it if it can; no further orders this phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Steam Tank malfunction (Warmaster)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Immobilised</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It cannot move for the rest of the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No shooting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It does not move and cannot shoot this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unaffected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It does not move, but is otherwise unaffected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Steam Tank malfunction (Warmaster Revolution)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warmaster Revolution Empire army list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Destroyed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Steam Tank bursts and is removed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Broken down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It never moves again and is destroyed if it ever must; it still shoots and fights.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stuck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No more moves and no shooting this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Commander slain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No more moves this turn and -1 Command for the rest of the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Momentary halt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No more moves this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Steam overload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No more moves this turn, but it shoots with double its attacks (6) this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No entry for %1 in this table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Giant goes wild</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stands dazed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It neither moves nor fights this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wanders off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It heads for the nearest table edge and fights any unit, friend or foe, it walks into; if it wins it stays where it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throws a rock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It hurls a rock 5D6 cm at the closest unit, friend or foe; if the rock reaches it, it takes 3 attacks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lumbers ahead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It moves its full pace straight ahead and fights any enemy it reaches; friends it walks through are confused until the end of the Command phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rushes the enemy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It rushes at the nearest enemy it can see and fights it; friends it walks through are confused until the end of the Command phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Berserk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It rushes at the nearest enemy it can see at twice its full pace, and doubles its attacks in the first round of that combat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flame Cannon misfire (Warmaster)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Explodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No hits; the Flame Cannon is destroyed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last gasp</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4 hits on the target and 2D6 attacks more, then the Flame Cannon is destroyed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sputters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3 hits on the target; from now on it shoots with one die (1D6 attacks).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4 hits on the target; otherwise unaffected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Goes out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It does not shoot this turn; otherwise unaffected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inferno</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>12 hits on the target and D6 attacks more; otherwise unaffected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flame Cannon misfire (Warmaster Revolution)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warmaster Revolution Dwarf army list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No attacks; the Flame Cannon is destroyed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4+2D6 attacks on the target, then the Flame Cannon is destroyed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Smoky flame</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>6 attacks on the target; from now on it shoots with 1D6 attacks instead of 2D6.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Soot and coals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>10 attacks on the target; otherwise unaffected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Huge flame</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>12+D6 attacks on the target; otherwise unaffected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Death Rocket misfire (Warmaster)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Death Rocket is destroyed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last launch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It does not shoot this turn, and shoots D6 attacks from now on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fails to launch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It does not shoot this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extra charge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rocket explodes: the machine is destroyed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dud</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rocket does just 1 attack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overshoots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D6 attacks on the first unit past the target in the line of fire, whatever the range (a 1 does not misfire again); with no unit there the rocket is lost. Hits on an engaged unit count in its combat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Big blast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2D6 attacks on the target instead of 1D6.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage to fortresses, buildings and ships</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No effect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing happens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damaged but holds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Breached</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Breached, destroyed or sunk; a tower must be breached twice to fall.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Boiling oil</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The oil misses.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scalded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The unit takes 1 attack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drenched</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The unit takes D3 attacks; if it loses a stand it retreats 1 cm per hit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Death Rocket misfire (Warmaster Revolution)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warmaster Revolution Chaos Dwarf army list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rocket Launcher misfire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warmaster Revolution Cathay army list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The 1 rolled stands and 2D6 attacks are added to it (1+2D6), then it is destroyed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The 1 rolled stands and D6 attacks are added to it (1+D6).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OrderPenalty</name>
    <message>
        <source>Distance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Earlier orders this phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enemy within 20 cm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dense terrain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stands lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lasting penalty</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OrderResult</name>
    <message>
        <source>Passed (%1, needed %2 or less): move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed (%1, needed %2 or less): no move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed (%1, needed %2 or less): may move at half pace, no charge.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double six for the General: no move at all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blunder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Malfunction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2, %3: %4</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Protection</name>
    <message>
        <source>in the open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>defended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fortified</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Ruleset</name>
    <message>
        <source>Warmaster (2000 rules with the 2002 update)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warmaster Revolution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Infantry and artillery only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warmaster: shooting in brief (any stand behind cover or upslope); Revolution: the Shooting phase, Table 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full pace of artillery (decides routs by drive back)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>20 cm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>10 cm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warmaster: the quick reference sheet (20 cm limber/unlimber); Revolution: the movement table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What a unit does when its first order of the phase fails</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It does not move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It may move at half pace, without charging</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revolution: the Command rules; Warmaster: Revolution&apos;s list of changes to the original game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Most orders a unit can be given in one Command phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No limit (each further order is harder)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revolution: the Command rules (from Warmaster Ancients)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The table a Hero&apos;s or Wizard&apos;s unmodified 12 is rolled on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quick reference sheet: 4-5 may move half pace, no charge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revolution: 4-5 stay put</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warmaster: the quick reference sheet; Revolution: the Characters rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The table a Steam Tank&apos;s double six is rolled on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quick reference sheet: 1, 2-3, 4-5, no entry for 6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Six rows, 1 destroyed to 6 steam overload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warmaster: the quick reference sheet; Revolution: the Empire army list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which units a defended or fortified position protects, against shooting and in combat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Most rounds an engagement fights in one Combat phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No limit: rounds go on while the winner pursues</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2, then the combat is left unresolved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revolution: the Combat rules and its list of changes to the original game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which units give and receive support in combat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Infantry only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warmaster: the quick reference sheet; Revolution: the Combat rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The least distance a unit falls back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The lowest of the three dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None: up to the 3D6 total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warmaster: the quick reference sheet (&quot;the minimum score&quot;); Revolution: the Combat rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The table a Flame Cannon&apos;s double is read on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quick reference sheet: hits, such as 12 hits and D6 attacks on a double 6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attacks, such as 12+D6 attacks on a double 6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warmaster: the quick reference sheet; Revolution: the Dwarf army list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The table a Death Rocket&apos;s misfire is rolled on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quick reference sheet: 1 destroyed, 2 2D6 attacks then destroyed, 3 no shot and D6 attacks from now on, 4-5 no shot, 6 D6 attacks more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 destroyed, 2-3 one attack, 4-5 D6 attacks on the unit beyond, 6 2D6 attacks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warmaster: the quick reference sheet; Revolution: the Chaos Dwarf army list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What one or two ones rolled to hit by a Helblaster do</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dud ammunition: each 1 takes a hit away</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A fizzle: nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warmaster: the classic Empire army list; Revolution: the Revolution Empire army list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whether stone throwers may shoot at an enemy they cannot see</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yes, at the nearest enemy in range, hitting only on a 6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revolution: the artillery rules and its list of changes to the original game</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScriptedDiceSource</name>
    <message>
        <source>Die %1 of %2 shows %3, but a die shows 1 to 6.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No dice left to roll.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Shooting</name>
    <message>
        <source>Pick at least one unit to shoot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a character: characters cannot be shot at.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is already destroyed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is engaged in combat: units in combat cannot be shot at.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot shoot at itself.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no shooting attacks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is destroyed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: at least one stand must be able to shoot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 stands cannot shoot, it has %3 left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is engaged in combat: it can only shoot at units charging it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has already shot this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot shoot this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot shoot at chargers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot shoot blind: only stone throwers and rockets may, in Warmaster Revolution.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: a blind shot is made in the Shooting phase, at the unit aimed at.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: only a Helblaster&apos;s attacks depend on the range.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: say how far away the target is (up to 10, 20 or 30 cm).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: stands crossed cannot be negative (was %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the attacks on %2 must be 1 or more (was %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: give the attacks on %2 or the stands crossed, not both.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: only cannonballs and bolts go on through to units behind the target.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the shot crossed 1 to %2 stands of %3 (was %4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: a bolt skewers one stand of a second unit at most.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: attacks are given only for a unit in the path of a shot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: grapeshot does not bounce.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: at most %2 more of the stands of %3 can be in the shot&apos;s path (was %4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: only cannonballs and bolts go through stands.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableRoll</name>
    <message>
        <source>%1 is destroyed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not rolled with one die: its score comes from the weapon&apos;s own roll.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A table score is at least 1 (was %1).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Trait</name>
    <message>
        <source>All-round vision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Never driven back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drive backs only confuse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Always defended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Armour piercing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No armour save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flyer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Causes terror</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Can see and shoot from any edge of its stands.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hits from shooting never drive it back, so drive backs never confuse it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rolls drive-back dice only to see if a 6 confuses it; it is never moved or routed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counts as defended wherever it stands.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its shots make the target&apos;s armour one worse; 6+ armour gets no save.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No armour save is allowed against its shots.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flies: moves up to 100 cm over any terrain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enemies fighting it lose one attack per stand unless they cause terror too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Malfunctions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A double six on its order is rolled on the Steam Tank malfunction table instead of the blunder table, whoever gave the order.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot retreat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If it loses a combat and has to retreat, it is destroyed instead.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>UnitChecks</name>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is listed twice.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>UnitProfile</name>
    <message>
        <source>Name: a unit needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attacks: must be 0 or more (was %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shooting attacks: must be 1 or more (was %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Range: must be more than 0 cm (was %1 cm).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Range: a unit that shoots needs a range.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shooting attacks: a unit with a range needs shooting attacks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Armour: must be 3+, 4+, 5+, 6+ or none (was %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full pace: must be more than 0 cm (was %1 cm).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Command: a %1 needs a Command value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Command: must be 1 to 10 (was %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hits: a character has no Hits value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stands: a character is a single stand (was %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hits: a unit needs a Hits value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hits: must be 1 or more (was %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stands: a unit needs at least 1 stand (was %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Command: only a General, Hero or Wizard has a Command value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weapon: a %1 needs shooting attacks and a range.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stands: a %1 is a unit of one stand (was %2).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>UnitState</name>
    <message>
        <source>Stands left: must be 0 to %1 (was %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Positions: a count of stands cannot be negative.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hits: must be 0 to %1, as %2 hits remove a stand (was %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hits taken this phase: cannot be negative.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hits carried into combat: cannot be negative.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Destroyed: a unit is destroyed exactly when it has no stands left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Positions: the stands in the open, defended and fortified add up to %1, but the unit has %2 left.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>UnitType</name>
    <message>
        <source>Infantry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cavalry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chariot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Artillery</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Monster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>General</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hero</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wizard</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Weapon</name>
    <message>
        <source>Missiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stone thrower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bolt thrower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Elven bolt thrower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Helblaster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flame Cannon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Death Rocket</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rocket Launcher</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rolls its shooting attacks to hit; the target saves as usual.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two attacks a cannon, one more for each further stand of the target the ball bounces through, and one for each stand of another unit in its path. No armour saves. Fortified targets count as defended and defended ones as open. At chargers it fires grapeshot: two attacks, no bounce, saves allowed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three attacks, no armour saves. Cannot shoot at chargers. In Warmaster Revolution it may shoot blind at the nearest enemy it cannot see, hitting only on a 6.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its attacks at the target, one more if the bolt goes on through a second stand of the same unit, or one attack on another unit whose stand it skewers. No armour saves.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three attacks; armour saves are allowed. May shoot at chargers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Eight attacks up to 10 cm, four up to 20 cm, two up to 30 cm; armour one worse. Three ones rolled to hit: a misfire, no hits. Four or more: it explodes, and a charger it was shooting at takes six hits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2D6 attacks. A double means no normal shot: the double is read on the misfire table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D6 attacks, armour one worse, never at chargers. A 1 for the attacks means a roll on the misfire table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D6 attacks, armour one worse, never at chargers. A 1 for the attacks means a roll on its own misfire table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Up to 10 cm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Over 10 cm, up to 20 cm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Over 20 cm, up to 30 cm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fires</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dud ammunition: each 1 takes a hit away</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Misfire: no hits this turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Explodes: the Helblaster is destroyed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Warmaster Table Assistant: hits, confusion, dice and tables for a game of Warmaster or Warmaster Revolution.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Render the main window to the PNG file &lt;file&gt; and exit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warmaster Table Assistant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write the screenshot to %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wm::MainWindow</name>
    <message>
        <source>Warmaster Table Assistant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About wmassist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About wmassist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;Warmaster Table Assistant %1&lt;/h3&gt;&lt;p&gt;Keeps the hits, confusion and dice of a Warmaster game beside the table, for Warmaster and Warmaster Revolution.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wm::ShootingReference</name>
    <message>
        <source>Shooting at a glance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Ruleset:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score to hit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drive backs at the end of the phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full pace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shooting at chargers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target %1</source>
        <extracomment>%1 is a position: &quot;in the open&quot;, &quot;defended&quot;, &quot;fortified&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Armour save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one die a hit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cover protects any unit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cover protects only infantry and artillery; other units count as in the open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 a hit, stands lost included</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any stand %1</source>
        <extracomment>%1 is a position: &quot;defended&quot;, &quot;fortified&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 die fewer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 dice fewer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any 6 rolled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>confused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>More than full pace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>routed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In combat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no drive back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who shoots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stands not yet in combat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charger counts as</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its hits count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in the first combat round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drive back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flyers</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
