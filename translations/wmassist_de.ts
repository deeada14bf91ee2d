<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name></name>
    <message>
        <source>a list of two sides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a list of objects</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No unit number %1 in this battle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 belongs to the %2 phase; this is the %3 phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 belongs to the side whose turn it is not.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 belongs to the side whose turn it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is no longer on the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Giving orders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moving on initiative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charging</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A charge needs a unit that charges and a unit it reaches.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shooting at chargers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shooting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fighting a combat round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 fights on the wrong side of this combat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot join an enemy unit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The boiling oil table is always rolled for.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strike at least one hit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hits that drive a unit back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Correction to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hits on %1 set to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 removed from the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stands of %1 set to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 marked confused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 no longer confused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 marked engaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 no longer engaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a table of %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is immobilised for the rest of the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the damage table is rolled for hits on a building, not %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage to a building is read from its damage dice, not from a score given.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Say what was hit and by how many hits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>given without a character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unit %1 is listed twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is named twice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Evading</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A unit does not burst through itself.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a character: friends move through characters freely.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Homing back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Advancing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name the enemy units the advance reached.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has joined no unit to leave.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 charged %2 on initiative: no orders for it this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 charged %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the first round of combat each charging stand gets +1 attack against an enemy in the open; monsters and chariots +1 more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 may shoot at each charger once, with stands not already touching an enemy; the hits count in the first round of combat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 evaded on initiative: no orders for it this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 are confused until the end of this Command phase: the evaders burst through them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 homes back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rolled %1: %2 cm.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 may fly up to %2 cm towards a character before orders, and may still take orders.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 advanced into %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An advance is no charge: %1 fights without the charge bonus.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 may shoot at %2 as at a charger.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 left his unit and stands alone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 joined %2: he moves with it and is slain if it is destroyed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rolled %1: confused on a 6.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was already confused.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is confused %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not confused.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is confused: a confused unit does not move in its Command phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Orders have begun: initiative moves come before the first order.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has had an order this phase: a unit moves on initiative or by orders, never both.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has already used its initiative this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a character: a character alone cannot charge.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has already charged this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is artillery: artillery may evade on initiative but never charge on it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 moved on initiative this turn: it takes no orders.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 may not move this phase: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 may move only at half pace and may not charge this phase: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has made the move its %2 row gave it and may not charge.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has had no order that passed this phase: a unit charges on initiative or on an order that lets it move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a character: characters cannot be charged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a character: characters never use initiative.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 flies: flyers may charge on initiative but never evade.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has charged this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not fly: only flying units home back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Orders have begun: flyers home back before the first order.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has already homed back this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has not advanced: a unit advances when it has won a combat, every enemy of it is destroyed, and its player chose to advance.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a General, Hero or Wizard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has been slain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a character: characters join units, not each other.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Count: one test, or one die for each friend made to make way (was %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has finished his orders: a character gives all his orders before another begins, and does not start again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has moved on from %2: a character may not return to a unit he has left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is never confused: its special rule says so.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 never uses initiative: its special rule says so.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 never evades: its special rule says so.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a whole number from 1 to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Casting a spell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a spell of this army&apos;s wizards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A dispel bonus needs someone trying to cancel the spell.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no bonus to cancel spells with.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has used his bonus to cancel spells already: it works once a battle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each unit the spell falls on needs its side.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick the unit %1 is cast at.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 falls on one unit only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is no wizard: only wizards cast spells.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has cast a spell this turn already: a wizard casts one spell a turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a character: spells are never cast at characters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is cast at enemies; %2 is a friend.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is cast at friends; %2 is an enemy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is cast on the unit the wizard has joined, not on %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 needs the wizard to have joined a unit in combat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 falls on an enemy touching the wizard&apos;s unit; %2 is not in combat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be cast at a unit in combat, as %2 is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is cast only at a unit in combat; %2 is not.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has been under %2 this turn already: a unit is affected by a spell only once a turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has lost no stand to get back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has cast %2 this turn already: a second spell must be a different one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot cancel spells.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 stays with the wizard and falls on whoever comes within its range: pick no unit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 falls on no unit on the table: pick none.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 falls only on %2; %3 is not one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 may not use its initiative: %2 is on it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 may not charge: %2 is on it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is never confused: %2 is on it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no spell about him that makes friends ignore terror.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no spell about him that lets friends re-roll their saves.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no spell about him that reaches enemy orders.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Scroll of Dispelling needs the enemy character who reads it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not carry the %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 of %2 works no more in this battle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no bonus to cast with.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has used his bonus to cast already: it works once a battle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 may not roll again for a failed spell.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a list of whole numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a list of texts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rolled %1 + %2 = %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blunder! A die on the blunder table says what happens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Malfunction! A die on the malfunction table says what happens to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn sequence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What is done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When it ends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Units charge or evade on initiative first, flyers far from a character may home back, then characters give orders.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confused units of the side playing recover.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Units not in combat shoot at the closest enemy they can see.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Units hit are driven back, hits that make no whole stand are discarded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every engagement is fought, the side whose turn it is choosing the order.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hits that make no whole stand are discarded, but not on units still in an unresolved engagement; then the other side&apos;s turn begins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Orders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll 2D6, at most the Command value after</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Distance %1 cm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each order the unit already had this phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enemy within %1 cm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A stand in dense terrain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each stand lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A brigade of up to %1 touching units takes one order; its penalties are those of its worst unit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A double six blunders: the General&apos;s units do not move, a Hero&apos;s or Wizard&apos;s roll on the blunder table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A unit whose first order of the phase fails may still move at half pace, without charging.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A unit whose order fails does not move again this phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At most %1 orders a unit in one Command phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flyers take orders only from a character within %1 cm.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How far orders reach</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the whole table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Highest D6 + modifiers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What happens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Movement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full pace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Troops</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flyers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A unit moves at half pace in an irregular formation; characters move after orders.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score to hit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score</source>
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
        <source>Each hit may be saved with the target&apos;s armour: one die a hit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drive backs at the end of the Shooting phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice or result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each hit, stands lost included</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 D6 cm</source>
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
        <source>Any %1 rolled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>confused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Driven back further than its full pace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>routed: destroyed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A unit in combat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>driven back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no drive back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule</source>
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
        <source>The charger counts as</source>
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
        <source>as usual</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End of the battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How long the battle lasts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D6 rolled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Combat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attacks of each stand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attacks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The charge bonus counts in the first round only, against an enemy in the open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A unit that causes terror itself, or ignores it, takes nothing for a terrifying enemy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result of a round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result of a side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hits struck, plus 1 for each supporting stand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who supports</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>infantry only, and only where infantry fights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>any unit not confused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the loser, by the difference in results: lost by 3, %1 cm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two units lose by 3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cm each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2 or %3; %4 once every enemy is destroyed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>both fall back 3D6 cm, at least the lowest die; defended or fortified units may stand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>both may fall back up to 3D6 cm; defended or fortified units may stand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds in a Combat phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at most %1, then the engagement waits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>as long as the winner pursues</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flyers homing back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A flyer more than %1 cm from every character, before orders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>up to %1 cm for each pip of a D6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It may still take an order in the same turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Artillery and special weapons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weapon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How it shoots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confusion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Until</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on a %1 of a D6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A confused unit takes no orders and moves on no initiative, has one attack fewer a stand in combat and cannot support.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Break point and victory points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An army of %1 units withdraws once it has lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A unit of three or more stands down to one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>half a unit lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its General slain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the army withdraws at once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Victory points: an enemy unit of %1 points destroyed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Victory points: an enemy unit of %1 points down to one stand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Characters never count towards the break point; a character slain gives his points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A unit down to one stand gives half its points, rounded up to the next 5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Or, rolled as each of turns %1 to %2 ends: the battle ends on a %3 or more; it always ends after turn %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Initiative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Evade</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Troops whose rule says “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before any order, a unit within %1 cm of the closest enemy it can see may charge it or evade from it; then it takes no orders this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Once the first order is given, no unit moves on initiative.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wagons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Siege weapons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Small boats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Oared galleys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ships under sail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A vessel moving downstream goes %1 cm further, upstream %2 cm less; under sail with the wind, %3 cm further.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wagons, siege weapons and vessels are the quick reference sheet&apos;s: wmassist keeps no units of them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Armour saves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Armour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A hit is saved on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Against armour one worse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One die for each hit, in shooting and in combat alike; a unit without armour never saves.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannon, stone throwers and bolt throwers allow no save; see the artillery and special weapons.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the other army wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the withdrawing army wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An army withdraws with fewer victory points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An army withdraws with as many victory points or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both armies withdraw together</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An army that withdraws can at best draw; the battle ends at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The distance to the nearest enemy is recorded only for a charge on initiative.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A distance is measured only to the unit %1 joins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A distance to the dispeller needs someone trying to cancel the spell.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no stand of another unit attached.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the %2 stand was the one lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the %2 stand is back, one of its own lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The distance bands end at %1 cm, the diagonal of a %2 by %3 cm table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enemy characters are ignored; enemy infantry or artillery in a fortified position may be, and so may enemies across a barrier neither side can cross or go round within a full-pace move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A unit with a stand in a fortified position moves at half pace, unless it charges or evades.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sight reaches only %1 cm into a wood.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A shooting stand needs at least %1 cm of its front with a clear view of the target.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player concedes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the conceding army wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player who concedes scores no victory points; the battle ends at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is %2 cm from %3: a spell is cancelled only by a character within %4 cm of the wizard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is %2 cm from the nearest enemy: a unit moves on initiative only within %3 cm.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is %2 cm from a character: a flyer homes back only from more than %3 cm away.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unless ordered by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>when ordered by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unless he orders only units with %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>when he orders a unit without %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unless brigaded with %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>when brigaded with %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unless brigaded with a unit without this rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>when brigaded with a unit without this rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unless more units of its brigade are without this rule than with it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>when more units of its brigade are without this rule than with it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>when brigaded with other units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>when ordered alone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unless the unit has %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>when the unit has %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>after the first round of a combat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in the first round of a combat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unless fighting an army of the lists %1 (the players say so when the enemy&apos;s list is unknown: “%2”)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>against an army of the lists %1 (the players say so when the enemy&apos;s list is unknown: “%2”)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>against any enemy but a %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>against a %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (asked only of an army with %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unless the players say “%1”%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>when the players say “%1”%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on the unit he has joined and on him</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on one unit of his army the players name as within his reach</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no hits (%2+ to hit).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: 1 hit (%2+ to hit).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 hits (%3+ to hit).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the hit is saved (%2+ to save).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the hit is not saved (%2+ to save).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 of %3 hits saved (%4+ to save).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cast! %1 needed %2+.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not cast: %1 needed %2+.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled! %1 needed %2+.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not cancelled: %1 needed %2+.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ActionDraft</name>
    <message>
        <source>No roll is waiting for dice.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ActionResolver</name>
    <message>
        <source>Order from %1 to a brigade</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Order from %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 moves on initiative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 charges %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shooting at charging %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shooting at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End of the %1 phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Combat round %1: %2 against %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 for %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 marked confused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hits struck on %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 charges %2 on initiative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 evades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 homes back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 advances into %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 joins %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 leaves his unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confusion test for %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 casts %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over: player %1 conceded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 leaves the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, moved through, joins %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, moved through, is slain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player %1 concedes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AppStartup</name>
    <message>
        <source>The database could not be used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1

It was moved to %2 so that nothing in it is lost, and a new database was started at %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The army lists could not be loaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The army lists could not be saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game in progress could not be reopened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game was opened up to a damaged action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The database was damaged: what could be read was kept</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ArmiesDoc</name>
    <message>
        <source># The armies&apos; special rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Written by the `update_armies` target from the army lists in `resources/armies`; a test fails when this file and the lists disagree, or when a rule is neither applied, asked nor shown. Each rule&apos;s summary is wmassist&apos;s own. How wmassist handles it:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>- **Asked**: the resolver named shows the rule to the players at that moment, and they answer what only the table shows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules of the whole army:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>| Rule | What it does | How wmassist handles it | Units it concerns |</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>| Unit or upgrade | Rule | What it does | How wmassist handles it |</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (upgrade)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No rules of their own: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>- **Shown only**: on the unit&apos;s card (its tooltip), because it changes no number wmassist keeps; the reason is given.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spells:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>| Spell | Cast | Target | What it does | What wmassist applies | What the players apply |</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each army&apos;s spells follow its rules: the roll to cast and the range, whom it is cast at, what wmassist applies when it is cast, and what the players do themselves on the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>- **Applied**: a trait the resolvers apply, with what it changes (a unit&apos;s card shows it). Every applied rule has a test row naming it that pins what it applies (tests/core/tst_appliedrules.cpp); a rule applied without one fails the tests.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
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
    <name>ArmyListJson</name>
    <message>
        <source>an id starting with &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is the id of an earlier unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is the order of an earlier unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is the id of an earlier upgrade</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is the order of an earlier upgrade</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the list has no %1 &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>upgrade</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lowercase letters, digits and hyphens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a range needs shooting attacks to go with it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only for stands added to another unit that shoot</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ArmyListStore</name>
    <message>
        <source>look up the army list %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>save the army list %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>read the army lists</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>remember which army lists were saved</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ArmyLists</name>
    <message>
        <source>%1: cannot be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot be written: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: holds the list &quot;%2/%3&quot;, where %4 says &quot;%5/%6&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: names the list &quot;%2/%3&quot; twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The list &quot;%1/%2&quot; is there twice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot be created</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2[%3]: %4 has no magic item &quot;%5&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: holds the magic items of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The list &quot;%1/%2&quot; would be written over the magic items.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The magic items of %1 are there twice.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ArmyNote</name>
    <message>
        <source>One per army, on a Runesmith&apos;s stand: once a battle +1 to a dispel roll; struck in his Shooting phase, on a 4+ Dwarf units within 20 cm ignore terror until the next Dwarf turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adds 1 to its rolls to hit when shooting.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adds 1 to its rolls to hit when shooting (dragon fire excepted).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Handguns: the target&apos;s armour counts one worse.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mount for a General, Hero or Shaman.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gets the monster&apos;s extra attack when it charges an enemy in the open. Supports and is supported only by Bears; must pursue and advance when it can; defended only in dense terrain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charges on initiative whenever it can and then takes no orders; never evades. Never driven back by shooting. Must pursue or advance after a win. Ignores terror.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flies and still shoots its crossbows; awkward in the air, it may be pursued by any troops.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chariot mount for a Vampire Lord or Vampire; the unit he joins causes terror.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Range 15 cm, 2 shooting attacks a stand, the target&apos;s armour counts one worse. One unit per full 1000 points may take the place of a unit of Chaos Dwarfs, counting against both units&apos; limits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Uses the rulebook&apos;s bolt thrower rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shoots as an Elven bolt thrower.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Causes terror. The Tomb King&apos;s orders to it, or to a brigade with it, take -1 Command; a Liche Priest&apos;s do not.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Joins only Forest Spirit units and takes -1 Command ordering any other unit. May cast Tree Singing. No magic items.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Must charge on initiative a human enemy it can reach at the start of the Command phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mount for the Tyrant, a Bruiser or a Butcher; the unit he joins causes terror.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Never evades on initiative, and rolls one die fewer for drive backs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Orders to this unit alone ignore distance penalties; every order to it, or to a brigade with it, takes -1 Command.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Uses the rulebook&apos;s cannon rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mount for a Saurus Hero only; the unit he joins causes terror.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flies, and may home back to a character at the start of the Command phase without an order.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Special mount for a Sorceress, one per army and only with a unit of Witch Elves: she moves 30 cm, and once a battle adds 1 to a casting roll.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One Sorcerer may take dragon form: flies, gives orders, casts spells and causes terror, but cannot order Terracotta Warriors.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Range 15 cm; sees and shoots all round, but charges only to its front.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flying mount; the unit its rider joins causes terror, and while that unit is not engaged the dragon breathes fire: 3 attacks at 20 cm.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Takes orders only in a brigade with other units, where one Spawn per other unit does not count towards the brigade&apos;s size. Causes terror. Range 15 cm, shooting from any edge.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>-1 Command unless brigaded with more units that are not Spawn; up to two Spawn join a brigade without counting towards its size. Causes terror; never driven back by shooting; must pursue or advance after a win. Range 15 cm, sees and shoots all round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chariot mount for a General, Hero or Wizard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+1 attack a stand in the first round of each combat when fighting to its front; brigades only with other Cold One Knights.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Repeating crossbows: 1 shot a stand up to 30 cm, 2 up to 15 cm, 1 at chargers. The profile holds 1; add the second shot within 15 cm.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flies; based like infantry, facing a long edge.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Hero or a Wizard, at most 2 of them together per 1000 points; flies.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The army&apos;s General; for 25 points more he has a Wizard&apos;s powers and may carry a General&apos;s or a Wizard&apos;s magic item. Flies.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The army&apos;s General; for 25 points more he has a Wizard&apos;s powers and may carry a General&apos;s or a Wizard&apos;s magic item.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Never driven back by shooting. No magic items.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lets a Daemon character fly.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shoots as a stone thrower with D6 attacks, the target&apos;s armour one worse; a 1 for the attacks is read on its misfire table. One Death Rocket or Earthshaker Cannon per 1000 points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Range 15 cm; sees and shoots all round, at chargers too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gets the monster&apos;s extra attack when it charges an enemy in the open. No magic items.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lets its Wizard fly and helps him cast the Curse of the Djinn. Adds 2 shooting attacks to a stand of the unit he joins, which causes terror.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Range 60 cm; the target saves as usual; never shoots at chargers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charging an enemy in the open it adds D6 attacks to the charge bonus (not in pursuit, nor when charged). Moves 20 cm; causes terror.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The unit he joins causes terror; Gor, Ungor or Bestigors he joins charge on initiative like Minotaurs until the end of the next Beastmen Command phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Always ordered on its own. Causes terror. Left with 5 to 7 hits at the end of a phase out of combat, it is badly hurt: its Hits and Attacks halve for the rest of the battle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ignores terror.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flies and causes terror, as does a unit a dragon-riding character joins. A Dragon Rider left with several hits at the end of a phase is badly hurt: its Hits and Attacks halve for the rest of the battle. Breathes fire: 3 attacks at 20 cm, from a ridden dragon only in an unengaged unit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A stone thrower whose drive-back dice confuse on a 4+, and whose shot confuses units touching the target on a 6. One Earthshaker Cannon or Death Rocket per 1000 points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its rider cannot join cavalry; the unit he joins causes terror.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Causes terror; never brigaded with cavalry. Instead of becoming confused it stampedes, moving by the roll of a die until the end of its next Command phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Uses the rulebook&apos;s Elven bolt thrower rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hits on 4+ in combat whatever the enemy&apos;s position. Never driven back by shooting; causes terror. No magic items.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For a Daemon character: he causes terror.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flies, and may home back without an order though it never uses initiative; based like infantry.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comes only through the Druid&apos;s Summon Fenbeast spell; never brigaded, never uses initiative; the Druid orders it at +1 Command. Crosses bogs as open ground; causes terror.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Uses the rulebook&apos;s Flame Cannon rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2D6 attacks; a double is read on its misfire table instead. May shoot at chargers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A flying chariot mount.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flying mount; the unit its rider joins causes terror, and the dragon breathes from it: 3 attacks at 20 cm.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ignores terror; -1 Command when ordered by the General or a Noble.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Light cannon: moves 20 cm, range 40 cm, otherwise a cannon, grapeshot at chargers included.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When a Hero or the Sorceress rolls a double 6 for an order, the General loses a point of Command or has the culprit executed (no victory points for the enemy); his own double 6 costs him a point. He loses 2 points at most.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Uses the rulebook&apos;s Giant rules: causes terror, and goes wild, rolled on its table, when an order to it fails.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flying mount for a General, Hero or Wizard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flying mount for the Druid only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flies.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mount for the General, a Noble or a Spell Weaver.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bows at 15 cm. Supported only by Gnoblars, though it supports other infantry. No magic items; characters cannot join it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shoots with bows, but only to 15 cm.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shoots with bows, but only to 15 cm. Up to two units per full 1000 points may be fielded as Squig Herds, counting against both units&apos; limits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Up to half the Gor units and half the Ungor units may ambush, arriving by an order to a point in dense terrain or on a table edge other than the enemy&apos;s. Ungor shoot to 15 cm.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>-1 Command for every order, but no distance or dense terrain penalties. Pursues any enemy. May infiltrate by an order from any character.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follows the Knights&apos; rules, and gets the monster&apos;s extra attack when it charges an enemy in the open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gets the monster&apos;s extra attack when it charges an enemy in the open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One unit of Peasants carries it; it and the Peasants touching it fight as Grail Pilgrims: no extra Command penalty, +1 attack, ignore terror, attack on initiative, never driven back or confused.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flying mount for any character; causes terror.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flies; causes terror. Left with several hits at the end of a phase it is badly hurt: its Hits and Attacks halve for the rest of the battle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The army&apos;s General, casting Skaven spells as a Warlock does.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The army&apos;s General, casting Skaven spells as a Warlock does; may carry a General&apos;s or a Wizard&apos;s magic item.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flying mount; the unit its rider joins causes terror.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The General&apos;s first order each turn to this unit alone succeeds on 10 or less, with no penalties.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shoots as bows to 15 cm, from any edge. May infiltrate: an order from any character brings it on in dense terrain or at a table edge other than the enemy&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shoots as bows to 15 cm; sees and shoots all round. May infiltrate: an order from any character brings it on in dense terrain or at a table edge other than the enemy&apos;s. No dense terrain penalty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Uses the rulebook&apos;s Gyrocopter rules: a flying machine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A flying machine, ordered on its own, never brigaded nor joined by a character in combat. Its gun makes armour one worse; sees and shoots all round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Handguns: the target&apos;s armour counts one worse. One unit of Crossbowmen per full 1000 points may be fielded as Handgunners for 10 points more, counting against both units&apos; limits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Handguns: the target&apos;s armour counts one worse. One unit of Warriors per full 1000 points may be fielded as Handgunners, counting against both units&apos; limits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The target&apos;s armour counts one worse. Any Crossbows unit may be fielded as Handguns, counting against the Crossbows&apos; limits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flies; based like infantry; no character may join it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Uses the rulebook&apos;s Helblaster rules: attacks by range, armour one worse; one or two ones rolled to hit take hits away.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attacks by range, armour one worse. One or two ones rolled to hit fizzle harmlessly, three misfire, four or more blow it up (6 hits on a charger it shot at).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flying mount for the General only; the unit he joins causes terror.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Range 15 cm; sees and shoots all round. Never brigaded with Black Orcs or Orc Slaves unless Chaos Dwarfs or Blunderbusses are in the brigade.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For one Shaman: for one turn he adds 1 to all his Command rolls.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Range 15 cm, shooting from any edge.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Range 15 cm; sees and shoots all round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The target&apos;s armour counts one worse.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charges on initiative whenever it can and then takes no orders; never evades. Ignores terror.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gets the monster&apos;s extra attack when it charges an enemy in the open. A Temple Daemon: unstable, ignores terror.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flying mount for one Sorcerer; once a turn, on a 4+, it undoes an enemy spell cast on a friendly unit within 30 cm.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Range 15 cm, 2 shooting attacks a stand (at chargers too), the target&apos;s armour counts one worse.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chariot mount for the Tomb King or a Liche Priest.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Casts spells as a Wizard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flies; range 15 cm, shooting from any edge.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flies, though any troops may pursue it; range 15 cm, sees and shoots all round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bloodlust: charges on initiative whenever it can and then takes no orders; never evades; must pursue or advance. Ignores terror.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Range 15 cm; sees and shoots all round. May infiltrate as Gutter Runners do. No dense terrain penalty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For one Hero: once a game he and the unit he joins (not Troll Slayers) get +1 attack a stand and ignore terror until the end of the Combat phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>-1 Command for its orders unless brigaded with Black Orcs, Chaos Dwarfs or Blunderbusses.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One Paymaster per army, and only he rides the Pay Wagon; with it he may add 1 to all his Command rolls for one turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>-1 Command unless brigaded with a unit that is not Peasants. Never charges on initiative and gets no charge bonus.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flying mount for a General, Hero or Enchantress.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Never defended or fortified in dense terrain or on walls; defended in the first round against cavalry or chariots charging its front. Supported only from the flank; based like cavalry.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves D6 x 10 cm once each Command phase without orders. D6 attacks in a round it charges, pursues or advances, D3 when charged or retreating; the profile holds none. Never driven back or confused, never brigaded or joined; worth no victory points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mount for a Sorcerer only: once a battle, +1 to a casting roll.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Infantry that may pursue any enemy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One unit per full 1000 points may infiltrate instead of deploying. May pursue any enemy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For the Grey Seer, a Hero or a Warlock.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Never driven back by shooting. Supported only by Rat Swarms, though it supports other infantry. No magic items.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Takes orders only from a character within 20 cm, in a brigade too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ignores terror; gets the monster&apos;s extra attack when it charges an enemy in the open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Uses the rulebook&apos;s stone thrower rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shoots as a stone thrower with 1D6 attacks, the target&apos;s armour one worse; a 1 for the attacks is read on its own misfire table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No Wizard: when an enemy Wizard within 50 cm casts, a 4+ undoes the spell (one try per spell, however many Runesmiths).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a unit of its own: one stand added to a Skink unit, whose shots then make armour one worse. Its loss never counts for Command penalties nor spoils the formation. Range 15 cm, shooting from any edge.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves 20 cm only in a brigade with infantry, never on initiative. Never driven back; destroyed if it must retreat. Skaven touching it ignore terror; Skaven Heroes and Warlocks within 30 cm +1 Command, enemy characters -1. One per army.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Daimyo or Shugenja rolling a double 6 for an order reads the blunder table at -1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One per army, on a Shugenja&apos;s stand: once a battle +1 to a dispel roll; invoked in his Shooting phase, on a 4+ Nippon units within 20 cm ignore terror until the next Nippon turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When an enemy Wizard within 50 cm casts, a 4+ undoes the spell (one try per spell). +1 to the instability rolls of Daemon units within 20 cm. May take a Scroll of Dispelling.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a unit of its own: one stand added to an infantry unit, with that unit&apos;s armour (none or 6+; the profile holds 6+). Its loss never counts for Command penalties nor spoils the formation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A stone thrower whose drive-back dice confuse on a 4+ instead of a 6.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The General, but gives no orders: a Skink character within 20 cm may use his guidance for -1 on an order roll (a double 6 then simply fails). Casts spells as a Wizard, may re-roll a failure other than a 1, and may cast through a Skink Shaman.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The General casts spells as a Wizard, may carry a Wizard&apos;s magic item, and once a battle adds 1 to a casting roll.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Causes terror. Left with several hits at the end of a phase it is badly hurt: its Hits and Attacks halve for the rest of the battle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Uses the rulebook&apos;s Steam Tank rules: moves 20 cm, sees and shoots all round, armour one worse against its shots, always defended. Its drive-back dice only test for confusion; destroyed if it must retreat. A double 6 on its order is read on the malfunction table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves 20 cm; ordered on its own, never brigaded nor joined. Sees and shoots all round, at chargers too; armour one worse against its shots; always defended; never driven back. A double 6 on its order is read on the malfunction table, the General&apos;s order too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Causes terror; brigades only with Skinks that have no Salamanders. Range 15 cm; sees and shoots all round. Left with 6 to 9 hits at the end of a phase it is badly hurt: its Hits and Attacks halve for the rest of the battle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For the Slann only; the unit he joins causes terror.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flying mount for a General or Hero; causes terror.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ignores terror; no magic items. Unstable: a unit that has lost stands tests at the start of its Command phase and may lose a stand, become confused, recover or regain a stand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flies; based like infantry. A Temple Daemon: unstable, ignores terror.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undead: never uses initiative, ignores terror and nearby enemies&apos; Command penalty, never confused. Brigades and supports only with its own kind; ordered only by Sorcerers, at +1 Command.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flies; range 15 cm, sees and shoots all round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mount a Sorcerer cannot ride.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Once a battle, +1 attack a stand for one unit within 20 cm for a Combat phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Range 30 to 100 cm: never at targets within 30 cm nor at chargers. No saves; may shoot blind, on target on a 6. Never moves; a 6 among drive-back dice destroys it. One per army.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Range 80 cm; no saves; cover counts one level less; never at chargers; may shoot blind, hitting on a 6. Cannot shoot in a turn it moved; a drive back over 10 cm destroys it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enters woods without a Command penalty there, but is never defended in them. Causes terror.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Joins only Forest Spirit units, which then cause terror; -1 Command ordering any other unit. May cast Tree Singing. One per army; no magic items.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bolt throwers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charges on initiative whenever it can and then takes no orders; never evades; one Slayer unit to a brigade. Never driven back by shooting. Must pursue or advance. Ignores terror; +1 attack against monsters. The enemy scores its points if any of it survives, nobody if it dies.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>-1 Command for orders to it or to a brigade with it. Regenerates one hit left over in each combat round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Distance penalties for orders to it, or to a brigade with it, count double. Regenerates one hit left over in each combat round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chariot mount for the Beastlord or a Wargor.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The General may be the Tzarina: she casts spells as a Wizard, may carry a Wizard&apos;s magic item, and once a battle adds 1 to a casting roll.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Based like cavalry. Gets the monster&apos;s extra attack when it charges an enemy in the open; may pursue cavalry and chariots; never supports nor is supported. Only Were Kin characters join it; no magic items.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mount for the army&apos;s wizard only: once a battle, +1 to a casting roll.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flies. Charges on initiative whenever it can and then takes no orders; never evades. Ignores terror.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The army&apos;s General, casting spells as a Wizard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mount for a Wizard only, one per army: once a battle, +1 to a casting roll.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Never brigaded. Causes terror. Breathes fire: 2 attacks at 20 cm. Regenerates one hit each combat round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Causes terror. In a siege it attacks troops on walls as a Giant does, batters walls and gates, or carries infantry up a wall. Left with 6 to 9 hits at the end of a phase out of combat, it is badly hurt: its Hits and Attacks halve for the rest of the battle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wagon and team stands: only the wagon fights and shoots, with 4+ armour (the team alone has none). Moves 20 cm in column. In laager it is defended, has no flanks, neither pursues nor retreats, and its drive-back dice only test for confusion. Shoots all round, armour one worse.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wagon and team stands: only the wagon fights and shoots, with 4+ armour (the team alone has none). Moves 20 cm in column; never charges. In laager it is defended, has no flanks, and its drive-back dice only test for confusion. Not destroyed when it must retreat. Shoots all round, armour one worse.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flying mount for the General, a Noble or a Spell Weaver.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a unit of its own: one stand added to an infantry unit, with that unit&apos;s armour; its loss never counts for Command penalties nor spoils the formation. The unit may then pursue cavalry and chariots.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a unit of its own: one stand added to Glade Guard or Eternal Guard, with that unit&apos;s armour (none or 5+; the profile holds 5+). Its loss never counts for Command penalties nor spoils the formation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Range 40 cm, D6 attacks; a 1 turns D6 attacks on itself. Its casualties cause no drive back but confuse on a 6, as may units touching the target. wmassist has no weapon for it: the profile does not shoot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Range 40 cm; moves 20 cm. A double 1 among its dice to hit confuses it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adds 1 to its rolls to hit when shooting, and the target&apos;s armour counts one worse. May infiltrate by an order from any character.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For any Norse character: the unit he joins causes terror; no terrain limits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+1 attack a stand in the first round of each combat when fighting to its front.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+1 attack a stand in the first round of each combat when fighting to its front. Ignores terror.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flying mount for any character; the unit he joins causes terror.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>May cast a failed spell again, unless the die showed 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Casts the Empire&apos;s spells.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gets the monster&apos;s extra attack when it charges an enemy in the open. Supports and is supported only by Yhetees; must pursue and advance when it can.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mount for one Shaman: crosses water and bogs; the unit he joins causes terror.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+1 attack a stand in the first round against Chaos or Undead, whoever charged; charges them on initiative when it can and must pursue or advance after beating them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flying mount for the Tomb King or a Liche Priest; the unit he joins causes terror, and while that unit is not engaged the dragon breathes: 3 attacks at 20 cm.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the Knights and Grail Knights count towards the break point: the army withdraws once half of those units are lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the Knights, Grail Knights and Pegasus Knights count towards the break point: the army withdraws once half of those units are lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every unit ignores terror.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Daemonic instability: at the start of its own Command phase each unit that has lost a stand rolls a die (-1 with one stand left): it may fade away, become confused, recover from confusion or regain a stand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Daemonic instability: at the start of its own Command phase each unit that has lost a stand rolls a die (-1 with one stand left far from a Daemon Wizard): it may lose a stand, become confused, recover from confusion or regain a stand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No unit takes the Command penalty for dense terrain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Brigades may have any number of units.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any unit may pursue any enemy, artillery included, where terrain and fortifications allow.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every character, the General too, has a Command range of 20 cm.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undead: no unit uses initiative (Carrion still home back), takes the penalty for enemies within 20 cm, or suffers from terror, and nothing confuses them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undead, all but the Ghouls: no unit uses initiative (Fell Bats still home back), takes the penalty for enemies within 20 cm, or suffers from terror, and nothing confuses them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undead, all but the Ghouls: no unit uses initiative (Fell Bats still home back) nor joins a Ghoul charge on initiative, takes the penalty for enemies within 20 cm, or suffers from terror, and nothing confuses them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Infantry takes no Command penalty in woods.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Brigades of up to 6 units, if at least 2 are Bannermen and none is chariots, cavalry or Terracotta Warriors.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The army withdraws one lost unit later than its break point says.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules against Chaos concern Chaos, Daemons, Beastmen, Chaos Dwarfs and Skaven; rules against Undead concern Tomb Kings and Vampire Counts, Ghouls included.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charges on initiative whenever it can and then takes no orders; never evades. Never driven back by shooting. Must pursue after a win, though it need not advance. Ignores terror.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charges on initiative whenever it can and then takes no orders; never evades. Never driven back by shooting. Must pursue or advance. Ignores terror; +1 attack against monsters. The enemy scores its points if any of it survives, nobody if it dies.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Daemon Overlord has a Wizard&apos;s powers: he casts the army&apos;s spells.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Brigades only with other Bears. Gets the monster&apos;s extra attack when it charges an enemy in the open. Scoring more hits than it suffers in the first round of a combat, it strikes one more attack a stand before the result is worked out. Must pursue and advance when it can.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Shaman sounds it now, adding 1 to all his Command rolls this turn (once a battle)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its Hero uses it on this unit now: the unit and he get +1 attack a stand and ignore terror until the end of the Combat phase (once a game)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Paymaster uses the Pay Wagon now, adding 1 to all his Command rolls this turn (once a battle)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>-1 Command unless brigaded with a unit that is not Peasants, or Grail Pilgrims. Never charges on initiative and gets no charge bonus; may make a supporting charge.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grail Pilgrims: every Peasants unit ordered touches the Peasants that carry the Grail Reliquae</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a unit of its own: one stand added to a Skink unit, whose shots then make armour one worse. Its loss never counts for Command penalties nor spoils the formation. Range 15 cm, shooting from any edge; 1 attack when shooting at chargers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a unit of its own: one stand added to an infantry unit other than Flagellants, with that unit&apos;s armour (none or 6+; the profile holds 6+). Its loss never counts for Command penalties nor spoils the formation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Tomb King gives this unit, within 20 cm of him, +1 attack a stand for this Combat phase (once a battle)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the enemy is an Undead or Chaos army (Chaos, Daemons, Beastmen, Chaos Dwarfs, Skaven, Tomb Kings or Vampire Counts)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ArmyReference</name>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Armies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s army</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attacks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Armour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Special rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 of %3 points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule of the whole army, %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s spells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cast on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What it does</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On the table: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1+</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A wizard casts one spell in his Shooting phase: a D6 of the score given or more (a 1 always fails).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s magic items</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Carried by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shooting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shooting ranges</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weapon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Troops</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A unit shoots at the closest enemy it can see within its range.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AttachedStand</name>
    <message>
        <source>Attached stand: it needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attached stand: its attacks must be 0 to %1 (was %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attached stand: shooting attacks and a range go together.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attached stand: it has attacks at chargers but does not shoot.</source>
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
    <message>
        <source>First round: its special rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: fights as if the enemy caused terror</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: each stand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the character with it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: one stand</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Battle</name>
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
    <message>
        <source>unit %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BattleJson</name>
    <message>
        <source>a whole number from %1 to %2, or null</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one of %1, or null</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an object, or null</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>two players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>two units share the number %1 (the other is %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a whole number or null</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>0, 1 or null</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BattleReport</name>
    <message>
        <source>%1 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not on the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>slain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>destroyed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>whole</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n stands left</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Side %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn by turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No action has been recorded yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Battle report: %1 against %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 led %2 (%3 points) against %4 with %5 (%6 points), under the rules of %7.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The battle began on %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Actions recorded: %n.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 conceded the battle, and %2 won it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 won the battle by %2 victory points to %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The battle ended in a draw, %1 victory points to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After turn %1 the battle goes on: %2 has won %3 victory points, %4 %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has lost one unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 has lost %n units</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>, one more down to one stand</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>, %n more down to one stand</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source> (%1 victory points to the enemy)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, and the army has reached its break point.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, and the General is slain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The armies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2, %3 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At the end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At the end of the turn:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>So far in this turn:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Luck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every roll is held to its exact odds at the moment it was rolled, dice typed in from the table as much as the app&apos;s. The percentile says how many games in 100 with the same rolls would have gone worse: 50 is as lucky as can be expected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rolls of</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Percentile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In words</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No roll with odds to measure has been made yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each player&apos;s luck by kind of roll, as a percentile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s dice: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every face each player rolled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How the battle swung</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: units lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: points lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: to break</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>turn %1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (so far)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The times of the actions are not kept in this log, so the turns&apos; lengths are not known.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A turn runs from its first action to the last of its Combat phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In all, %1 took %2 and %3 took %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; the army is one unit from its break point.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; the army is %1 units from its break point.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points lost by each army turn by turn; its units destroyed and its units to break on the right.</source>
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
    <name>Cli</name>
    <message>
        <source>Cannot write to the standard output.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: wmassist-cli replay GAME.json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: wmassist-cli import [--output FILE] SOURCE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds no roster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds several rosters: give a folder to write them to with --output.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: not found in wmassist&apos;s army lists, left out: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot make the folder %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the roster to &lt;file&gt; instead of the standard output (a folder when the source holds several rosters).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: wmassist-cli check DATABASE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game %1: the battle kept after action %2 differs from the replay of its actions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game %1: replays, and every battle kept agrees.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: wmassist-cli reference [--ruleset warmaster|revolution] [--format text|json]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown ruleset &quot;%1&quot;: use warmaster or revolution.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown format &quot;%1&quot;: use text or json.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With reference: the rules of &lt;ruleset&gt;, warmaster (the default) or revolution.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ruleset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With reference: print as &lt;format&gt;, text (the default) or json.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warmaster Table Assistant on the command line.

Commands:
  replay GAME.json   replay a game file and print where the game stands, as JSON
  import SOURCE      turn a wm-selector link, a Warmuster code or link, or a file holding
                     them or a Warmuster backup into a wmassist roster file
  check DATABASE     replay every game of a wmassist database and compare the battles
                     it keeps to open games quickly with the replay
  reference          print every table of the quick reference (--ruleset, --format)
  odds shoot|order|drive-back ...
                     the exact odds of a shot, an order or a drive back, as JSON
  report GAME.json   the battle report of a game file (--format md|html|pdf, -o FILE)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>replay, import, check, reference, odds or report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown command &quot;%1&quot;: use replay, import, check, reference, odds or report.</source>
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
    <message>
        <source>%1 has used its Banner of Fortune already: it works once a battle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 carries no Banner of Fortune.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a character: only characters join a unit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no attached stand left to fight.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has one attached stand, not %2.</source>
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
    <name>CombatOdds</name>
    <message>
        <source>The odds of this round are not worked out: %1 strikes again when ahead, and its dice depend on more than one other roll.</source>
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
    <message>
        <source>its special rule makes it pursue or advance when it can.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It neither pursues nor advances: %1 is on it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CombatSteps</name>
    <message>
        <source>%1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>−%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no hits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 hit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 hits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no hits struck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 hit struck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 hits struck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 attacks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 stand, 1 die (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 stand, %1 dice (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 stands, 1 die each (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 stands, %2 dice each (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no dice left after its penalties and rolls 1 last die: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rolls no dice: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rolls 1 die: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rolls %2 dice: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 supports with 1 stand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 supports with %2 stands.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 against %2, hitting on %3+: %4 — %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, rolled again: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is on %2: it saves on %3 instead of its Armour value (%4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Armour saves for %1 (%2) against %3: %4 — %5 saved, %6.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, one save rolled again: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no armour save against %2: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 scored more hits than it suffered and strikes again by its special rule: against %2, hitting on %3+: %4 — %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 hit struck on %1 by shooting as it charged counts in this round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 hits struck on %2 by shooting as it charged count in this round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is on %2: each stand takes %3 hits to remove this round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only 1 counts, all it could still take</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only %1 count, all it could still take</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>destroyed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 stand removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 stands removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 regenerates 1 hit left over; it still counts for the result.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is slain with %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 from shooting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 support</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 = %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> + </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both sides are wiped out: nobody wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A draw at %1 each: both sides fall back, and units in a defended or fortified position may stand instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Won by %1: every enemy unit is wiped out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Won by %1 by %2 (%3 to %4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 retreats %2 cm: 1 cm for each point of difference.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The losers retreat %1 cm each: 1 cm for each point of difference.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The losers retreat %1 cm each: a difference of %2 shared among %3 units, rounded up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 falls back %2 to %3 cm (3D6: %4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 fall back %2 to %3 cm (3D6: %4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 falls back up to %2 cm (3D6: %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 fall back up to %2 cm (3D6: %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is destroyed: its retreat is blocked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot retreat and is destroyed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 retreats %2 cm and loses 1 stand where its retreat is blocked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 retreats %2 cm and loses %3 stands where its retreat is blocked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 retreats %2 cm.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 stands.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 pursues.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 advances.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The combat is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The winners pursue: round %1 is fought now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The winners pursue after the last round this Combat phase allows: the combat goes on next turn.</source>
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
    <message>
        <source>%1 takes no more orders this phase (%2: %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: by its special rule only a character within %2 cm can order it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the General can use the %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not carry the %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 of %2 works no more in this battle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Crown of Command works only on the General&apos;s first order of the turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Helm of Dominion is put on at the start of the turn: with the General&apos;s first order.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Sceptre of Sovereignty is the General&apos;s: this army has none.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has been slain: his Sceptre is lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the brigade</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 takes no order %2 (its rule %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 takes no order: its rule %2 says so.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 takes no order: its rules say so.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A brigade has at most %1 units (%2 picked, %3 of them counted).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing of the rule %1 is for the players to say on this order.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none: their rule spares them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>doubled for %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Confusion</name>
    <message>
        <source>Friends evaded through it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A 6 on its drive-back dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Driven or fallen back into impassable terrain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Driven or fallen back into enemies or engaged units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not fall back 1 cm clear of enemies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Made friends make way</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Driven back into friends that did not make way</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Made way for a friend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Giant gone wild walked through it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Marked by the players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>until the end of this Command phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>until the end of its own next Command phase</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ConfusionTestResult</name>
    <message>
        <source>%1 was already confused.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rolled a 6 and is confused.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is confused.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rolled no 6 and is not confused.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is never confused: its special rule says so.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is never confused: %2 is on it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CustomUnitDialog</name>
    <message>
        <source>Custom Unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A unit the army lists lack, typed in from its profile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ogre mercenaries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Type:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Attacks:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice per stand in combat; for a General, Hero or Wizard, the bonus he adds to the stand he joins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Shooting attacks:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice per stand when shooting; none for a unit that cannot shoot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ran&amp;ge (cm):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Hits:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hits to remove one stand; a General, Hero or Wizard has none.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ar&amp;mour:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Command:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Command value of a General, Hero or Wizard; none for other units.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stan&amp;ds:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many stands the unit fields.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Points:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Label:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Matches the unit to its miniatures (optional)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Special r&amp;ules:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Database</name>
    <message>
        <source>Could not %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not start writing to the database: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not save to the database: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is not a database.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is damaged: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is another program&apos;s database.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It was written by a newer version of wmassist (database version %1; this version knows up to %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be used (%2) and could not be moved aside to %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not update the database to version %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not mark the database&apos;s version: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is open only to be read: nothing can be changed in it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is in use by another program, which holds a lock on it (%2). Close that program and start wmassist again; nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 can only be read, but wmassist must write to it and to its folder (%2). Check that the file and its folder may be written to and that the disk is not read-only; nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The disk that holds %1 is full (%2). Make room on it and start wmassist again; nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be opened (%2). Check that it and its folder may be read and written; nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be read or written (%2). The disk may be failing or was unplugged; nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is damaged: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>process %1 on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a process that could not be named</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is open in another wmassist (%2). Only one at a time can change it: close that one first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wmassist cannot make its lock file %1.lock beside the database. Check that the folder may be written to; nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be read (%2). Check that it may be read and written; nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not create the folder %1. Check that it may be created; nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no database at %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is at database version %2 and this wmassist reads version %3: it can only be read once it has been opened to be changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was deleted or replaced while wmassist had it open. This was not recorded, so that it is not lost with the file; everything before it is still held. Save the database again to go on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is a file at %1 already: choose another name, so that nothing is written over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The database is busy: another program holds a lock on %1 (%2). Nothing was recorded; try again in a moment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The disk that holds %1 is full (%2): %3 are free, and wmassist needs at least %4. Make room on it and start wmassist again; nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The disk that holds %1 is full: %2 are free, and wmassist needs at least %3 there to start (for its lock and its journal). Make room on it and start wmassist again; nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 can only be read: it is the index of the database&apos;s journal, left by an earlier start, and wmassist must write to it. Let it be written to, or delete it while no program has %2 open; nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is in a folder that can only be read (%2), but wmassist must make its lock and its journal beside it. Its games can be looked at, not changed; nothing was changed.</source>
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
    <name>DiceEntry</name>
    <message>
        <source>Type the face of the die you rolled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type the faces of the %1 dice you rolled, for example 3 5 6.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a face of a die: type the faces as numbers, for example 3 5 6.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Die %1 shows %2, but a die shows 1 to 6.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 face was typed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 faces were typed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 needs 1 die, but %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 needs %2 dice, but %3.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DiceFairness</name>
    <message>
        <source>ones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>twos</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>threes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sixes</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>too few dice to tell (dice rolled: %n)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>p &lt; 0.001</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>p = %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing unusual (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 came up %2× as often as expected: %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DiceRequest</name>
    <message>
        <source>1 die, halved: 1-2 is 1, 3-4 is 2, 5-6 is 3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2 dice, added</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 dice</source>
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
    <message>
        <source>Damage dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Home back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confusion test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Casting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dispel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>re-rolled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>re-roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>discarded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spellbinding</source>
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
    <message>
        <source>The unit takes 1 attack.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DriveBackOdds</name>
    <message>
        <source>Unit</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FollowUp</name>
    <message>
        <source>Driven back: %1. Did any meet impassable terrain, enemies, or friends that could not make way?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before initiative — %1 (%2): %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Friends it walked through are confused until the end of the Command phase: name each of them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The units charged may shoot at their chargers first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 goes wild: roll on its table.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Game</name>
    <message>
        <source>The roster %1 is for %2, but the game is played with %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice left over after the action: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is nothing to undo.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A game resumes only after a multiple of %1 actions, not after %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The actions before this one are not loaded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no optional rule “%2”.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameJson</name>
    <message>
        <source>two players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the roster is for %1, but the game is played with %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a colour as #rrggbb</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a list of optional rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no optional rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the optional rule is named twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: is %2, larger than any game file (at most %3).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message>
        <source>game %1, action %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>game %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is nothing to undo.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is nothing to redo.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Action %1 of this game (%2, recorded %3) no longer replays: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The game is shown as it stood before it. That action and the %n after it are kept in the database as they are; if you play on, they are set aside there, never deleted.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>game %1, battle after action %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The battle after action %1 of this game is not in the database.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The battle kept after action %1 of this game does not match its actions: the database is damaged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(cannot be read: %1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameState</name>
    <message>
        <source>Orders are given in the side&apos;s own Command phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>He has finished his orders.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameStats</name>
    <message>
        <source>start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: points lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: units to break</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>after each player&apos;s turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>points lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 (dice: %n)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>face</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>% of dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>percentile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: units lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>units</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameStore</name>
    <message>
        <source>look up game %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no game %1 in the database.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>save the new game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>read game %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>drop the actions that can no longer be redone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>find the game&apos;s last action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>save the action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>find the action to undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is nothing to undo.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>undo the action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>find the action to redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is nothing to redo.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>redo the action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>read the game&apos;s actions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>remember the game in progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game %1 has not been read here, so it cannot be changed: open it first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game was changed by another copy of wmassist since it was opened here, so nothing was saved. Open the game again to see it as it is now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mark the game as changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>list the saved games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>delete game %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>forget the game in progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>keep the actions that no longer replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>take the actions that no longer replay out of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>read the game&apos;s revision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>drop the battles kept after the actions set aside</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>save the battle after action %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>drop the battles kept after actions that are gone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>read actions %1 to %2 of game %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>read the battle after action %1 of game %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>read the game&apos;s snapshots</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HomeBackResult</name>
    <message>
        <source>%1 homes back up to %2 cm.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>JoinLimits</name>
    <message>
        <source>No character may join %1: its army list says so.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a character with %1 may join %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 may not join %2: his army list keeps him out of %3 units.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 joins only units with %2, and %3 is not one.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>JsonReader</name>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected %1, found %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: not valid JSON at character %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: expected an object at the top of the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>format version %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a field wmassist knows here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a whole number from %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>some text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a list of texts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a list of whole numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a list of objects</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3+, 4+, 5+, 6+ or &quot;none&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected text of at most %1 characters, found %2 characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a list of at most %1 entries, found %2 entries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1…&quot; (%2 characters)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a special rule that takes a value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not one of the rule&apos;s traits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a condition the players answer needs its question</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LeaveTableResult</name>
    <message>
        <source>%1 left the table and is destroyed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 left the table: return roll %2, less %n stand(s) lost, scores %3.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is a character: the return roll counts the stands a unit has lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is no longer on the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has already left the table.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LoneCharacter</name>
    <message>
        <source>%1 is not a General, Hero or Wizard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has been slain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is with a unit he has joined, not on his own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is %2 cm away: a character moved through joins a unit within %3 cm, or is slain.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LongWork</name>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Please Wait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saving...</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LuckFigure</name>
    <message>
        <source>no luck to measure yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no roll could have gone better</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no roll could have gone worse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>luckier than %1 games in 100</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shooting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>combat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>saves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>orders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>drive backs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>magic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>saves made</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>orders passed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cm driven back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spells cast or dispelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>combat results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>of result over the enemy&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MagicItem</name>
    <message>
        <source>Battle Banner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Banner of Shielding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Banner of Fortitude</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Banner of Steadfastness</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Banner of Fortune</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sword of Destruction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sword of Fate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sword of Cleaving</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sword of Might</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crown of Command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Helm of Dominion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Orb of Majesty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ring of Magic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Staff of Spellbinding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sceptre of Sovereignty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scroll of Dispelling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wand of Power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rod of Repetition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the unit&apos;s first combat of the battle, every stand fights with one more Attack, through the pursuits and advances that follow from that combat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The unit&apos;s Armour counts one better (5+ becomes 4+), to 3+ at best, until it first loses a stand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the unit&apos;s first combat of the battle, every stand has one more Hit, through the pursuits and advances that follow; hits left over are discarded before the extra Hit goes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each turn, the first shooting hit the unit fails to save is ignored, hits from spells in the Shooting phase included, until it first loses a stand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Once a battle, the player may roll all the unit&apos;s Attack dice of one shooting or combat again, hits included, and keeps the second roll whatever it gives.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each round of combat, one enemy unit touching the bearer&apos;s unit must roll one of its successful armour saves again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Once a battle, in the first round of the unit&apos;s first combat, one of its stands fights with one more Attack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each round of combat, the unit may roll one of its Attack dice that missed again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One stand of the unit fights with one more Attack, as if a character had joined it: one Attack in all, not one a stand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The General may give his first order of each turn on a Command of 10 with no penalties; once such an order fails (11 or 12), the Crown works no more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For one turn of the battle, chosen at its start, the General&apos;s Command is one higher, to 10 at most.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Once a battle, the General may roll a failed order of his own again as if his Command were 8, penalties as usual, the failed roll not counting as one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Once a battle, the Wizard casts a spell without rolling for it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When an enemy Wizard fails to cast, a 4+ on a die spellbinds him: -1 on each of his casting rolls from then on. Spent once it has worked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Once a battle, the General may ignore a blunder (double six) on an order of his own or of another character of the army: the order passes instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Once a battle, the bearer makes a spell an enemy Wizard has cast fail; a Dwarf Runesmith uses it after his own anti-magic roll has failed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Once a battle, the Wizard adds 1 to a casting roll, said before rolling; a 1 still fails.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Once a battle, after rolling well enough to cast a spell, the Wizard may cast another, rolled for as usual.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Magic standard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Magic weapon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Device of power</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MagicItems</name>
    <message>
        <source>expected at least one unit type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>letters and digits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected exactly one of points, pointsByArmour and pointsByHits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected at least one price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected at least one kind of carrier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is the key of an earlier item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is the name of an earlier item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is the code of an earlier item</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MoveLimit</name>
    <message>
        <source>No move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Half pace, no charge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No further orders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its order failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the General rolled a double six</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a blunder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a malfunction</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OddsCli</name>
    <message>
        <source>--%1 is needed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1 must be a whole number from %2 to %3 (was &quot;%4&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown ruleset &quot;%1&quot;: use warmaster or revolution.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unexpected arguments: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1 must be a save from 3+ to 6+, or - for none (was &quot;%2&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--character must be general, hero or wizard (was &quot;%1&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--penalty must be the penalties added up, written -1, -2... (or +1 for the first turn&apos;s bonus; was &quot;%1&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--position must be open, defended or fortified (was &quot;%1&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--attacks must be a whole number from 0 to 100 or d3 (was &quot;%1&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the spell does.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wizard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dispeller</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name one table: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage:
  wmassist-cli odds shoot --dice N --hit S [--save A] [--hits-value H] [--stands K] [--hits-on N] [--reroll-saves]
  wmassist-cli odds order --command C [--penalty P] [--character general|hero|wizard] [--ruleset R]
  wmassist-cli odds drive-back --hits N [--position open|defended|fortified] [--pace CM] [--ruleset R]
  wmassist-cli odds combat --dice N [--hit S] [--armour A] [--support N] --enemy-dice N [--enemy-hit S] [--enemy-armour A] [--enemy-support N] [--ruleset R]
  wmassist-cli odds spell --cast N [--modifier M] [--dispel S] [--dispel-bonus B] [--attacks N|d3] [--save A] [--ignores-armour] [--position open|defended|fortified] [--hits-value H] [--stands K] [--drive-back N] [--ruleset R]
  wmassist-cli odds table TABLE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown odds &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OddsText</name>
    <message>
        <source>0%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>100%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;1%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&gt;99%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to remove a stand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to destroy it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to rout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to confuse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to misfire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · </source>
        <comment>between the parts of the odds&apos; headline</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 to win · %3 draw · %4 %5</source>
        <comment>a combat&apos;s odds: each side&apos;s name and chance to win</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to cast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 takes effect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 spellbound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to confuse · %2 to rout</source>
        <comment>a drive back&apos;s odds</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to blunder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 double six: no move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to malfunction</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OrderOdds</name>
    <message>
        <source>Character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unit</source>
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
    <message>
        <source>Second order this phase −1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Third order this phase −2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Order number %1 this phase −%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enemy within 20 cm −%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In dense terrain −%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 stand lost −1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 stands lost −%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lasting Command penalty −%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Distance %1 cm −%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Special rule of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spell on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spell on %1 (%2) −%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First order of the first turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Special rule of %1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First order of the first turn %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OrderPreview</name>
    <message>
        <source>Command %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Needs %1 or less: no roll can pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Needs %1 or less</source>
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
    <message>
        <source>Double six ignored by the Sceptre of Sovereignty: passed, move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Passed with the Orb of Majesty (%1, needed %2 or less): move.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OrderSteps</name>
    <message>
        <source>%1 orders %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 orders a brigade: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <comment>between units</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Crown of Command: an unmodified Command 10, no penalties.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Helm of Dominion: +1 Command (10 at most) for every order of the General this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rolled %1 + %2 = %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The order failed: the Orb of Majesty rolls it again as at Command %1, needing %2 or less.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rolled again %1 + %2 = %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A double, and %1 is on %2: any double is a blunder. A D6 on %3 shows %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double six: a D6 on %1 shows %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The General failed: no character gives another order this phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 gives no more orders this phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The General&apos;s rule for his characters&apos; blunders: %1 %2 reads %3.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PhaseEndSummary</name>
    <message>
        <source>%1 is driven back %2 cm and confused by a 6 (dice: %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is driven back %2 cm (dice: %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is routed: %2 cm is more than its full pace of %3 cm (dice: %4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not driven back: its fortified position ignores the hits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not driven back: its defended position ignores the hit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is engaged and not driven back: the hits count in its first round of combat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is never driven back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not driven back, but a 6 confuses it (dice: %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not driven back and rolled no 6 (dice: %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its fortified position ignored two hits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its defended position ignored one hit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Odd hits discarded from %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is no longer confused.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to do at the end of the %1 phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not driven back: %2 is on it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 confusing on %2+</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is driven back %2 cm and confused by a %3 or more (dice: %4).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayerColours</name>
    <message>
        <source>Blue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Green</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Purple</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Orange</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Teal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grey</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProfileNumbers</name>
    <message>
        <source>%1 cm</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProfileText</name>
    <message>
        <source>+%1 attacks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Command %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attacks %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shoots %1 at %2 cm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hits %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Armour %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No armour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move %1 cm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (a rule of the whole army)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Magic item: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (magic item)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move %1 cm, fortified</source>
        <comment>charging and evading stay at full pace</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move %1 cm, by a spell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move %1 cm, no charge</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Progress</name>
    <message>
        <source>Cancelled: nothing was changed.</source>
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
    <name>QuickReference</name>
    <message>
        <source>Command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Special troops</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sieges</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The units of both armies in this game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every unit of the %1 army lists that shoots.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReadingDiceSource</name>
    <message>
        <source>No dice left to roll.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReferenceFormat</name>
    <message>
        <source>Quick reference: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rulesets differ (%1): %2. Warmaster: %3. Revolution: %4. Sources: %5</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReferenceHtml</name>
    <message>
        <source>Quick reference: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where the rulesets differ — %1: Warmaster %2; Revolution %3 (%4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 differs — %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revolution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warmaster</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReferenceSheet</name>
    <message>
        <source>wmassist quick reference: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quick reference: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReportCli</name>
    <message>
        <source>The battle report of a game file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>md (the default without -o), html or pdf; with -o, the file&apos;s suffix decides when this is not given.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A PDF&apos;s paper: a4 (the default) or letter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>paper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write to &lt;file&gt; (a Markdown report&apos;s plots beside it) instead of the standard output.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game file (.json).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: wmassist-cli report GAME.json [--format md|html|pdf] [--paper a4|letter] [-o FILE]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown format &quot;%1&quot;: use md, html or pdf.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot tell the format from &quot;%1&quot;: give --format md, html or pdf.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown paper &quot;%1&quot;: use a4 or letter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A PDF is written to a file: give -o FILE.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write to the standard output.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReportExport</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Roster</name>
    <message>
        <source>Name: at most %1 characters (was %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Army: at most %1 characters (was %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Army data version: must be 0 to %1 (was %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points limit: must be 1 to %1 (was %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Units: a roster holds at most %1 (was %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unit %1 (%2): %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RosterCheck</name>
    <message>
        <source>%1: the %2 list has no unit &quot;%3&quot;, so its limits are not checked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the %2 list has no upgrade &quot;%3&quot;, so its limits are not checked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: an army needs at least %2, whatever its size; the roster has %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (counted together with %2): an army needs at least %3, whatever its size; the roster has %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: an army of %2 points needs at least %3; the roster has %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (counted together with %2): an army of %3 points needs at least %4; the roster has %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: an army may have at most %2, whatever its size; the roster has %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (counted together with %2): an army may have at most %3, whatever its size; the roster has %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: an army of %2 points may have at most %3; the roster has %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (counted together with %2): an army of %3 points may have at most %4; the roster has %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: an army may have at most %2 of this upgrade, whatever its size; the roster has %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: an army of %2 points may have at most %3 of this upgrade; the roster has %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 needs %2 in the army too; the roster has none.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 needs one of these in the army too: %2; the roster has none of them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 with %2 needs %3 in the army too; the roster has none.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 with %2 needs one of these in the army too: %3; the roster has none of them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The roster costs %1 points, more than its limit of %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The army has no General; every army needs exactly one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The army has %1 Generals (%2); every army needs exactly one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: an army may carry only one; the roster has %2 (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: an army may carry at most %2; the roster has %3 (%4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the %2 list has no unit &quot;%3&quot; to add to it, so its limits are not checked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 are not a unit of their own: add their stand to a unit of %2 instead.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RosterEditor</name>
    <message>
        <source>Sa&amp;ved rosters:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reikland border patrol</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rul&amp;eset:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Army list:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Points limit:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Available units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search units…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double-click a unit or press Enter to add it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A&amp;dd to Roster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Units in the roster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dup&amp;licate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move &amp;Up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move Do&amp;wn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Custom Unit…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upgrades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No warnings: the roster keeps to the list rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import from another army builder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste a wm-selector link or a Warmuster code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Magic item:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RosterImport</name>
    <message>
        <source>No points limit was given: it is set to %1, the roster&apos;s %2 points rounded up to the next 500.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No points limit was given and the roster has no points: it is set to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the pasted text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The text holds no wm-selector link and no Warmuster share code.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Link or code %1 of %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: is larger than %2 MiB, more than any roster file holds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Warmuster code is damaged: character %1 (&quot;%2&quot;) cannot be part of it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Warmuster code is cut short.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Warmuster code cannot be unpacked: out of memory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Warmuster code unpacks to more than %1 KiB; wmassist reads no list that large.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Warmuster code is damaged: its compressed data cannot be unpacked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Warmuster code is cut short: its compressed data ends before the list does.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The list was built for the 2026 Warmaster Revolution playtest; wmassist uses its Warmaster Revolution lists, which may cost some units differently.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The list was built for Warmuster&apos;s custom rule set; wmassist uses its Warmaster Revolution lists, and units only the custom rule set has are listed as not found.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wmassist has no %1 army list for &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 units)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>magic item %1 on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The list&apos;s notes: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Warmuster code starts with &quot;WMR1.&quot; or &quot;WMR0.&quot;; this one starts with &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warmuster code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;warmuster/list&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>schema version 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;warmuster/backup&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>backup version 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The wm-selector link gives &quot;%1&quot; twice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The wm-selector link names no army list: it has no jsonPath.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The wm-selector link names the list &quot;%1&quot;; wmassist reads only the lists of warmaster-armies (Warmaster) and warmaster-revolution (Warmaster Revolution).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The wm-selector link names the list &quot;%1&quot;, which wmassist does not have.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The wm-selector link gives &quot;%1&quot; as the number for &quot;%2&quot;; it must be a whole number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The wm-selector link asks for %1 of &quot;%2&quot;; wmassist reads at most %3 of one kind.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unit order %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>upgrade order %1 on unit order %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>magic item %1 on unit order %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 on %2: %n more than the units can take</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1: the roster costs %2 points, more than the %3 an army may have.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The text holds %1 links and codes; wmassist imports at most %2 at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the list holds more than the %1 units a roster may have</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected text of at most %1 characters, found %2 characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: lists[%2]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The wm-selector link is %1 characters long; wmassist reads links of at most %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The wm-selector link&apos;s label is %1 characters long; a roster&apos;s name has at most %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The wm-selector link asks for %1 units; a roster holds at most %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The wm-selector link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on %2: a unit takes one added stand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no unit of the list to add them to</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RosterImporter</name>
    <message>
        <source>Nothing was imported.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing was imported: no roster was found.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; could not be saved: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is imported and saved with your rosters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a roster for %2. It is saved with your rosters, but this game is played with %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These are not in wmassist&apos;s army lists and were left out of &quot;%1&quot;:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RosterJson</name>
    <message>
        <source>the roster names no army for the unit to come from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a unit id starting with &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a unit typed in takes no upgrades of an army list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lowercase letters, digits and hyphens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only for a unit of an army list that has an attached stand</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RosterPrinter</name>
    <message>
        <source>Unnamed roster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Units typed in, no army list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Army: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ruleset: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attacks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Armour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upgrades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None: the roster keeps to the list rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, carried by %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Magic items</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RosterStore</name>
    <message>
        <source>save the roster %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no roster %1 in the database.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>read roster %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>roster %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>list the rosters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>delete roster %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RosterText</name>
    <message>
        <source>Attacks: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Range: %1 cm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hits: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Armour: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Command: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stands: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At least %1 in the army.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At most %1 in the army.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Does not count towards the army&apos;s break point.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 / %2 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Break point: %1 (units counted: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Magic item: %1. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a stand of %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RosterUnit</name>
    <message>
        <source>Label: at most %1 characters (was %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points: must be 0 to %1 (was %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upgrades: a unit takes at most %1 (was %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upgrades: an id has at most %1 characters (was %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unit id: at most %1 characters (was %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Magic item: a unit typed in carries none (was the %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attached stand: an id has at most %1 characters (was %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attached stand: %1 is named, but the unit has no stand of its list attached.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RosterUnits</name>
    <message>
        <source>The %1 list has no unit &quot;%2&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 list has no upgrade &quot;%2&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 may not take the upgrade %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 may ride only one mount.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no upgrade</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 with %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A roster holds at most %1 units.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: wmassist has no magic items of %2, so the %3 cannot be priced.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the %2 is not a magic item of %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 may carry no magic item, the %2 included: its army list says so.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 may not carry the %2: it is not an item for a unit of type %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 may not carry the %2: it is not an item for a unit with armour %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 may not carry the %2: it is not an item for a unit of %3 Hits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a unit of its own: its stands are not added to another unit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be added to %2: the list adds them only to %3.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RuleCondition</name>
    <message>
        <source>%1 or %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, and </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This holds %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Once a battle, when the players say “%1”; it lasts until the end of that turn&apos;s Combat phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, who ignore terror meanwhile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RuleQuestions</name>
    <message>
        <source>Nothing of the rule %1 is for the players to say for %2.</source>
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
    <message>
        <source>Command penalty for the distance to the unit ordered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>-1 per full 20 cm (20 cm is -1, 40 cm is -2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who takes the lasting -1 Command of a blunder 1 in a brigade</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every unit of the brigade</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One unit of the player&apos;s choice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warmaster: the quick reference sheet (its row 1 names the unit or brigade); Revolution: the Characters rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How far each losing unit retreats when several lose a combat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The whole difference in results, in cm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The difference shared among the losing units, rounded up, at least 1 cm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Command bonus in the first turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charge bonus for an advance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each character&apos;s first order of the first turn is given at +1 Command, %1 at most.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A unit that advances after every enemy of its combat died in the first round fights its new engagement with the charge bonus.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None up to 20 cm, then -1 for every 20 cm or part up to 80 cm (40 cm is -1, 41 cm is -2, 80 cm is -3), then -1 more for each further full 20 cm (99 cm is -3, 100 cm is -4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warmaster: the quick reference sheet; Revolution: the Command rules (distance table), as our rules notes read its last row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What happens to a unit that leaves the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It may return: roll a D6, -1 for each stand it has lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is destroyed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warmaster: the Living Rulebook errata (as our rules notes give it); Revolution: its list of changes to the original game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How far a unit with a stand in a fortified position moves, other than charging or evading</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its full pace (the Warmaster sources given say nothing of it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Half pace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revolution: the Movement rules; Warmaster: the quick reference sheet halves only irregular formations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How much of a shooting stand must see its target clearly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No least width is given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At least 1 cm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revolution: the Shooting rules and its list of changes to the original game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optional rule: +1 Command on each character&apos;s first order of the first turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not in the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off, unless the players choose it when the game begins; Command 10 at most</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revolution: the Command rules (an optional rule)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optional rule: the charge bonus for a unit that advances after its enemy died in the first round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not in the game: an advance is never a charge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off, unless the players choose it when the game begins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revolution: the Combat rules, on advancing (an optional rule)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Salvage</name>
    <message>
        <source>settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rosters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>actions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>set-aside actions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 could not be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be kept: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>action %1 of game %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>game %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the roster %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the setting %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Some %1 between %2 and %3 could not be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Some %1 after %2 could not be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Some %1 before %2 could not be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game %1 could not be read, so its actions (%2) could not be kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Action %1 of this game could not be read from the damaged database, so this one cannot be played after the ones before it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game %1: the actions from action %2 on (%3 of them) are kept aside, as an action before them could not be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read back from it: games: %1; actions: %2; rosters: %3; settings: %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing could be read back from it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing in it was lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not read back:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing could be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What could be read could not be written: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SavedGames</name>
    <message>
        <source>Game %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>game %1</source>
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
    <message>
        <source>%1 was not charged by that unit: a unit shoots only at the units that charged it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has already shot at that charger: a unit shoots at each charger once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 may not shoot: a spell is on it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 may not shoot: %2 is on it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has used its Banner of Fortune already: it works once a battle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 carries no Banner of Fortune.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no attached stand left that shoots.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 of its own stands cannot shoot, it has %3 left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 shoots only from a unit he has joined.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ShootingOdds</name>
    <message>
        <source>The odds of this shot are not worked out: its weapons roll too many dice before the dice to hit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The odds of this shot are not worked out: more than one Helblaster reads its roll batch by batch at a target whose stands stand in different positions.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ShootingSteps</name>
    <message>
        <source>Position of %1 as the table shows it: %2 in the open, %3 defended, %4 fortified.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Position of %1: %2 in the open, %3 defended, %4 fortified.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cover does not protect a charger: every stand of %1 counts as in the open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In this ruleset cover protects only infantry and artillery: every stand of %1 counts as in the open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>By its own special rule %1 always counts as defended at least.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is on %2: its stands in the open count as defended, and defended ones as fortified.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is on %2: it counts as defended at least, even in the open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The shooters aim at the least protected stands, and those are removed first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: 1 stand shoots, 1 attack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: 1 stand shoots, %2 attacks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 stands shoot, %3 attacks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A double: %1 misfires, and the double&apos;s %2 is read on the table &quot;%3&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A 1: %1 misfires and rolls on the table &quot;%2&quot;: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hits: %1 = %2 (dice: %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attacks: %1 = %2 (dice: %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rolls all its dice to hit at once, for the 1s among them: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One 1 rolled: it fizzles, with no effect.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ones rolled: they fizzle, with no effect.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dud ammunition: the 1 rolled takes a hit away.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dud ammunition: %1 ones rolled, each takes a hit away.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ones rolled: %2 misfires and scores no hits this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ones rolled: %2 explodes and is destroyed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The explosion strikes %1 hits on %2, the charger it was shooting at.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 attacks on %3, brought on by the shot made before.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 hits %2 in the path of its shot: one attack for every stand crossed, %3 in all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rolls for its attacks: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rolls for its attacks: %2, 1 attack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rolls for its attacks: %2, %3 attacks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 attacks go on past %2 to the first unit beyond it: resolve them against that unit, as a unit in the path of the shot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 fires at the charger at the shortest range: %2 attacks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2): %3 attacks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The bolt goes on through a second stand of %1: each bolt thrower has 1 more attack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cannonball bounces through 1 more stand of %1: each cannon has 1 more attack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cannonball bounces through %1 more stands of %2: each cannon has %1 more attacks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 fires grapeshot at the charger: no bounce, and armour saves are allowed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 shoots with twice its attacks this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 shoots blind at an enemy it cannot see: it hits only on a 6.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Against stands in the open: %1+ to hit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Against defended stands: %1+ to hit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Against fortified stands: %1+ to hit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, all rolled again with the Banner of Fortune: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To hit (%1), read from its roll: %2 — no hits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To hit (%1), read from its roll: %2 — 1 hit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To hit (%1), read from its roll: %2 — %3 hits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To hit (%1) on %2+: %3 — no hits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To hit (%1) on %2+: %3 — 1 hit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To hit (%1) on %2+: %3 — %4 hits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To hit (%1): %2 — no hits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To hit (%1): %2 — 1 hit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To hit (%1): %2 — %3 hits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No armour saves for %1 against %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No armour saves for %1, which has no Armour value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, the failed ones rolled again: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Armour saves (%1) on %2+, one worse against %3: %4 — none saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Armour saves (%1) on %2+, one worse against %3: %4 — %5 saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Armour saves (%1) on %2+: %3 — none saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Armour saves (%1) on %2+: %3 — %4 saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No hits struck on %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 hit struck on %1: its last stand is removed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 hits struck on %2: its last stand is removed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 hits struck on %2: its last %3 stands are removed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 hit struck on %1, no stand removed; hits on it now: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 hit struck on %1: 1 stand removed; hits on it now: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 hits struck on %2, no stand removed; hits on it now: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 hits struck on %2: 1 stand removed; hits on it now: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 hits struck on %2: %3 stands removed; hits on it now: %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is on %2: shots at it take −%3 to hit, a 6 still hitting.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is on %2: it saves on %3 instead of its Armour value (%4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <comment>between spells</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hits with no roll to hit are struck first, wherever the stands stand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: 1 hit with no roll to hit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 hits with no roll to hit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only 1 die at this score: no more than the hits that would remove these stands.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only %1 dice at this score: no more than the hits that would remove these stands.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A cannonball smashes through cover: %1 needs %2+ against these stands.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 adds %2 to its dice by its special rule: %3+ against these stands.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 shoots a second time this turn, as %2 lets it: −%3 to hit, %4+ against these stands.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 shoots a second time this turn, as %2 lets it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dud ammunition takes 1 of these hits away.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dud ammunition takes %1 of these hits away.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Banner of Steadfastness of %1 takes 1 hit away, its one this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is destroyed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is engaged: the hits count in its combat instead of driving it back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hit counts as struck in the first round of combat; a charger is not driven back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All %1 hits count as struck in the first round of combat, those that removed stands too; a charger is not driven back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 hits count as struck in the first round of combat; a charger is not driven back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is never driven back by shooting, by its own special rule.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not driven back by shooting: %2 is on it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hits from shooting on %1 this phase: %2, for its drive back at the end of the phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hits left on %1 that removed no stand are discarded at the end of the Shooting phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No dice are rolled at %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SpecialRule</name>
    <message>
        <source>it concerns what the army may field and who may join or ride what; the roster applies the limits the list gives as numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it changes how or where the unit moves, which the players measure on the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it changes where the unit is set up before the battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it depends on terrain, which only the table shows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is a spell or a magic power, which the players cast and apply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its numbers are already in the unit&apos;s profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Applied: it shoots with the rulebook weapon its profile names.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Asked: the app shows this rule %1, and the players answer what the table shows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shown only: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Applied: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shown only: %1 The players judge it on the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Applied: only the units the list names count towards the army&apos;s break point.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in the summary that opens its turn, before initiative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in the Move resolver when it charges or evades on initiative, and in the Orders resolver before it is ordered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in the Orders resolver, when it is given an order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in the Move resolver, when it charges or is charged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in the Shoot resolver, when it shoots or is shot at</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in the Fight resolver, in each combat round it fights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in the Fight resolver, where the players choose what it does after a round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in the End Phase resolver, at the end of each phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Applied: the army&apos;s break point is raised by %1: it withdraws that many lost units later.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> Or: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Applied: %1 attack a stand, added to the unit&apos;s Attacks in its profile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Applied: who may join it, or whom its character may join, is checked when a character joins a unit or fights with one, and a refusal says why.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Applied: its stand is part of the unit it is added to in the roster: that unit fights, shoots and counts its stands with it, and the loss of this stand costs no Command penalty.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Spell</name>
    <message>
        <source>A spell needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A spell&apos;s name may have at most %1 characters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A spell is cast on a D6 score from 1 to 6, not %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A spell&apos;s range is from 1 to %1 cm, not %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A spell makes from 1 to %1 attacks, not %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A spell that rolls D3 attacks for each target makes 3 at most, not %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a spell cast at units may name the types of its targets.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A spell&apos;s target types name each type once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a spell on every unit in range that leaves a state on them may be measured each time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A spell&apos;s drive back is 1 to 6 dice of 1 to %1 cm a pip.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The state %1 takes no number, not %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The state %1 takes a number from %2 to %3%4, not %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> other than 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A spell leaves each state once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A spell must do something wmassist applies or say what the players apply.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SpellNote</name>
    <message>
        <source>Cast on the Enchantress herself: until the end of the opponent&apos;s next turn, friendly units within 15 cm of her re-roll failed armour saves against shooting of every kind, shots at their charges too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A friendly unit in range, seen or not: enemies shooting at it take -1 to hit, a 6 still hitting, until the Bretonnians&apos; next Shooting phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The spell still holds in the Bretonnians&apos; next Command phase: enemies shooting at the unit as it charges then take -1 to hit, which the players count themselves.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cast on the Sorcerer himself: until the end of the opponent&apos;s next turn, each order to an enemy unit within 30 cm of him, measured as it is given, takes -1 Command.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A friendly unit in range, seen or not, causes terror in this turn&apos;s Combat phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three shooting attacks on every unit under a 30 cm line from the wizard, friends too, the line ending where terrain would stop a shot. Units out of combat may be driven back; units in combat keep the hits for their first round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four attacks with no armour saves on an enemy unit the Sorceress can see and that is not in combat; they never drive it back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three shooting attacks with no armour saves on an enemy unit in range that the wizard can see and that is not in combat; it may be driven back as by shooting.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The unit the Sorcerer has joined, in combat: each of its stands, the characters&apos; too, has +1 attack in this turn&apos;s Combat phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The unit the Butcher has joined: each of its stands, his own included, has +1 attack in this turn&apos;s Combat phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A friendly unit in range charges at full pace into the nearest enemy unit it can see; that enemy may not shoot at it as it comes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The players make the charge on the table, into the nearest enemy unit it can see, and record it as a charge; the enemy it charges does not stand and shoot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An enemy unit in combat within range, seen or not: each of its stands, the characters&apos; too, has -1 attack in this turn&apos;s Combat phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Six attacks on one enemy unit touching the unit the wizard has joined in combat; the hits count as struck in the first round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An enemy unit in range must re-roll its successful armour saves in this turn&apos;s Combat phase. A Sorcerer with a Djinn adds 1 to the casting die.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With a Djinn the players add 1 to the casting die, so a 5 casts it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every friendly unit in range has one extra attack in this turn&apos;s Combat phase, on any of its stands, a different one each round if its player likes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A friendly unit in combat within range, seen or not, gains bonus attacks each round of this turn&apos;s Combat phase, rolled a D6 at a time; a score rolled twice turns them all on the unit itself.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The players roll the dice one by one, at most one a stand, stopping when they like, and add the total to the unit&apos;s attacks each round. If a die repeats an earlier score, the total strikes the unit itself instead, once, in the first round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An enemy unit in range moves at half pace in its next Command phase, fights every enemy as terrifying even if it ignores terror, and causes no terror itself, until the end of the opponent&apos;s next turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A friendly unit in range moves as if it had been given an order in the Command phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An enemy unit in range, seen or not, may neither charge nor pursue nor advance, even where it would have to, until the end of the opponent&apos;s next turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An enemy unit in range, seen or not, Undead too, may neither charge nor pursue nor advance, even where it would have to, until the end of the opponent&apos;s next turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Until the Druid&apos;s side&apos;s next turn, each order to an enemy unit within 30 cm of him, measured as it is given, takes -1 Command.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An enemy unit in range, seen or not, may not use its initiative, and orders to it or a brigade with it take -1 Command, until the end of the opponent&apos;s next turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Norse may re-roll one D6 they roll, until the end of their next Command phase: never a die re-rolled already, nor an order&apos;s dice that blundered (the blunder table&apos;s die may be). One at a time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The players keep the one re-roll in mind and use it on any D6 they like within that time, as the limits allow.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A friendly unit in combat within range, seen or not: each stand has +1 attack and the unit ignores terror in this turn&apos;s Combat phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three attacks on one enemy unit touching the unit the wizard has joined in combat; the hits count as struck in the first round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Six attacks on an enemy unit in range that is not in combat, seen or not; they never drive it back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A D6 for an enemy unit in range that is not in combat, seen or not: more than its Hits value destroys one of its stands. No drive back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A friendly unit in combat within range, seen or not, re-rolls its attack dice that miss in this turn&apos;s Combat phase, never a die re-rolled already.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three shooting attacks on every enemy unit within 10 cm of a wood the Spell Weaver picks in range: none is driven back, units in combat keep the hits for their first round, and units inside the wood get no armour save.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A unit standing inside the wood saves no armour against these hits: the players see to that for each such unit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An enemy unit in range that is not in combat, seen or not, is driven back 5 cm a pip of a D6 by the shortest way to its own table edge, as by shooting, but never routed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A friendly unit of missile-armed infantry or chariots in range, not in combat, may shoot twice this turn, the second time at -1 to hit; if it has shot already it shoots again at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A friendly unit of missile-armed infantry or cavalry in range, not in combat, may shoot twice this turn, the second time at -1 to hit; if it has shot already it shoots again at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The unit the Priest is with: each of its stands, the characters&apos; too, has +1 attack in this turn&apos;s Combat phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A friendly infantry or cavalry unit in range, not in combat, seen or not, moves alone as if it had been given an order; characters with it stay where they are.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A friendly unit in range, not in combat, seen or not, moves alone as if it had been given an order; characters with it stay where they are.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A friendly unit in range, not in combat, seen or not, moves alone as if it had been given an order, with no supporting charge; characters with it stay where they are.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No supporting charge may go with its move: the players keep to that on the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every friendly unit in range, and each character with it, has one extra attack in this turn&apos;s Combat phase, on any of the unit&apos;s stands, a different one each round if its player likes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three shooting attacks on every unit under a 30 cm line from the wizard, friends too. Units out of combat may be driven back; units in combat keep the hits for their first round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An illusory Araby unit appears in range, more than 20 cm from any enemy, and counts as real to the enemy until it is touched; while it stands the Sorcerer casts nothing else.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The players set up a spare Araby infantry, cavalry or monster unit there. It never moves, fights or takes harm, yet the enemy treats it as real (Command penalties for being near it, shooting at it when it is the closest target) until an enemy unit charges it, touches it or advances into it, or an Araby unit or character moves through it. Casting another spell with the Sorcerer ends it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A friendly infantry unit in range, seen or not, counts at least as defended, even in the open, until the Druid&apos;s side&apos;s next turn or until it moves.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If the unit moves in any way before then, the spell ends: the players take it off the unit&apos;s card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The wizard, with a unit in combat, becomes a great bear in this turn&apos;s Combat phase: the unit causes terror and he adds +2 attacks to it (a Tzarina adds her own +2 besides).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A friendly unit in range may save on 5+ until its side&apos;s next turn, or on its own armour instead, never both.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every Gor, Ungor and Centigor unit in combat within range, seen or not: each stand, the characters&apos; too, has +1 attack in the combat it fights now, not once it advances into new enemies.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The players tick only Gor, Ungor and Centigor units, and take the bonus off a unit when it advances into another enemy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A combat within range, each once a turn, gains a new unit of three Skeleton stands that fights or supports in it. Raised dead never count as charging and are left out of victory points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The players place the Skeletons against an enemy of that combat (front, flank, rear or lapped round) or, with no room, touching a friend already fighting in it, supporting where they can; if neither is possible the spell cannot be cast. They add the unit to the battle and leave it out of the victory points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A combat within range, as it stands when the casting die is rolled and each once a turn, gains a new unit of three Skeleton stands that fights or supports in it. Raised dead never count as charging and are left out of the break point and victory points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The players place each Skeleton stand with its front edge against an enemy stand of that combat or supporting a friendly stand of it, raised ones included, never splitting the combat; enemies out of combat that the stands touch join it. If a stand cannot be placed the spell fails. They add the unit to the battle and leave it out of the break point and victory points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The unit the Priest is with, cavalry too, counts as defended even in the open, or fortified if it is defended already, until it moves, he leaves it or he casts another spell.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When the Priest leaves the unit or casts another spell, the players take the spell off the unit&apos;s card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The unit the Enchantress has joined re-rolls failed armour saves in combat until the end of the opponent&apos;s next turn; shots at it as it charges are shooting, not combat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A friendly unit in combat within range, seen or not: its armour counts one better in this turn&apos;s Combat phase (none as 6+), never better than 4+.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The wizard vanishes and reappears anywhere on the table, joining or leaving a unit if he likes, in combat or not; he may then cast one other spell this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The players move the wizard to his new place and record him joining or leaving a unit there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three attacks with no armour saves on one enemy unit touching the unit the Sorceress has joined in combat; the hits count as struck in the first round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Until the end of the enemy&apos;s next Command phase, any double an enemy Hero or Wizard within 30 cm of the Shaman rolls for an order is a blunder, and the order fails; the General is spared.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three attacks on every enemy unit in range: none is driven back, and units in combat keep the hits for their first round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D3 attacks, rolled for each, on every enemy unit in range: none is driven back, and units in combat keep the hits for their first round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A friendly unit of three stands in range that has lost one or two, seen or not, gets one back, set down with the others (touching the enemy, and charging if the unit charged, when it is fighting); with no room for it the spell fails.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Fenbeast appears in range under the Druids&apos; command; there are never more Fenbeasts than Druids.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The players set a Fenbeast down there, touching an enemy only if that enemy is fighting already, and add it to the battle: no orders this turn, then only from Druids; never brigaded; no points and no part in the withdrawal; removed when the Druids become fewer than the Fenbeasts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A friendly unit in range can be neither driven back nor confused until its side&apos;s next turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An enemy cavalry, chariot or monster unit in range, seen or not, may not use its initiative, and orders to it or a brigade with it take -1 Command, until the end of the opponent&apos;s next turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Friendly units within 15 cm of the Sorcerer ignore terror until the end of the opponent&apos;s next turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A friendly infantry unit in range, not in combat, seen or not, counts at least as defended, even in the open, until the Wood Elves&apos; next turn or until it moves.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A friendly unit in combat within range: each stand takes one hit more to remove in this turn&apos;s Combat phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A friendly unit in range causes terror until the Wood Elves cast spells again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A friendly unit in range other than Ghouls, seen or not, moves alone as if it had been given an order; characters with it stay where they are.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Never at Ghouls: the players choose another unit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A friendly unit in range other than Ghouls, seen or not, moves alone as if it had been given an order, with no supporting charge; characters with it stay where they are.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Never at Ghouls: the players choose another unit. No supporting charge may go with its move: the players keep to that on the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three attacks on every enemy unit within range of the wizard: none is driven back, and units in combat keep the hits for their first round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A friendly greenskin unit in combat within range, seen or not: each stand, the characters&apos; too, has +1 attack in this turn&apos;s Combat phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only at Orcs and Goblins of any kind, Black Orcs, Wolf Riders and Boar Boyz among them, never at Trolls, Ogres, Giants or other non-greenskins: the players choose the unit accordingly.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A friendly Goblin unit in combat within range, seen or not: each stand, the characters&apos; too, has +1 attack in this turn&apos;s Combat phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only at Goblins, Squig Herds, Wolf Riders, Wolf Chariots and Pump Wagons among them, never at Trolls, Giants or other non-greenskins: the players choose the unit accordingly.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An enemy unit in range, seen or not, moves at half pace, charges too, fights every enemy as terrifying even if it ignores terror, and causes no terror itself, until the end of the opponent&apos;s next turn. Undead and Daemons are not frightened, though the rest holds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An Undead or Daemon target does not fight its enemies as terrifying: the players give it back the attack it would lose, the rest of the spell holding.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The unit the wizard has joined, not in combat, flies as if it had been given an order, the wizard with it; other characters with it stay where they are.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The unit the wizard has joined, not in combat, flies as if it had been given an order, the wizard with it, with no supporting charge; other characters with it stay where they are.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SpellSteps</name>
    <message>
        <source>%1 rolls to cast %2 (%3+): 1 — a 1 always fails.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rolls to cast %2 (%3+): 6 — a 6 always works.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rolls to cast %2 (%3+): %4 %5 — cast.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rolls to cast %2 (%3+): %4 %5 — it fails.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rolls to cast %2 (%3+): %4 — cast.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rolls to cast %2 (%3+): %4 — it fails.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2, until the players end it (when the unit moves).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2, until the end of this turn&apos;s Combat phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2, until the end of the opponent&apos;s turn %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Ring of Magic: the spell is cast with no roll.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Wand of Power: +1 to the cast roll; a 1 still fails.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 uses his once-a-battle bonus to cast.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 casts %2 with no roll.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 may cast a failed spell again: he rolls once more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 tries the Staff of Spellbinding (%2+): %3 — %4 is spellbound, -1 on every cast for the rest of the battle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 tries the Staff of Spellbinding (%2+): %3 — no effect.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Rod of Repetition: %1 may cast another spell this turn, the same one or another.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 tries to cancel it (%2+, +%3 once a battle): %4 — cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 tries to cancel it (%2+, +%3 once a battle): %4 — it holds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 tries to cancel it (%2+): %3 — cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 tries to cancel it (%2+): %3 — it holds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 reads the Scroll of Dispelling: the spell is cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on %2: D3 attacks, rolled %3 — %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on %2: %3 attacks, worked out as shooting.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not drive back: these hits do not count for the drive back of %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is driven back %2 cm (dice: %3), away from the blast; it is never routed by it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A 6 among the dice: %1 is confused.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A D6 against the Hits of %1 (%2): %3 — one stand is destroyed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A D6 against the Hits of %1 (%2): %3 — no stand is lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 gets back one stand: place it in formation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 may now move as if it had been ordered; characters with it stay where they are.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every enemy unit within %1 cm of %2, whenever it matters: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every friendly unit within %1 cm of %2, whenever it matters: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 may now cast another, different spell this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The players apply the rest: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SpellText</name>
    <message>
        <source>one enemy unit in range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one friendly unit in range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every unit under a line drawn from the wizard, friends too</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every enemy unit in range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every friendly unit in range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the unit the wizard has joined</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one enemy unit touching the unit the wizard has joined</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a combat in range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the wizard himself</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a place on the table in range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not in combat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in combat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>half pace in every move, charges too</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fights every enemy as if it caused terror</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>causes no terror</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>causes terror</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>may not charge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>neither pursues nor advances</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>orders to it %1 Command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>may not use its initiative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>counts as defended (defended counts as fortified)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>re-rolls failed armour saves against shooting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>re-rolls failed armour saves in combat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must re-roll successful armour saves in combat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>re-rolls attack dice that miss in combat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 attack for each stand in combat, characters too</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 attack for the unit in combat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>may not shoot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ignores terror</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 attack for the unit and for each character with it in combat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 Hits for each stand in combat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>armour one better, %1+ at best (none counts 6+)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>may save on %1+ instead of its own armour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shots at it %1 to hit (a 6 still hits)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>never driven back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>never confused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>counts at least as defended, even in the open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>may shoot twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>may shoot twice, the second time %1 to hit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>any double on its orders is a blunder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>until the end of the next Combat phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>until the end of the opponent&apos;s next turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>until the wizard&apos;s next turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>until the unit moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>each measured again whenever it matters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seen by the wizard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; only %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; only %1 or %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D3 shooting attacks on each unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one shooting attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 shooting attacks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, no armour saves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, drives back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, no drive back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, hits on a unit in combat count in its first round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>drives the target back %1D6 × %2 cm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the target moves as if ordered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the target gets back one lost stand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a D6 above the target&apos;s Hits destroys one of its stands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the wizard may then cast another, different spell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1+, %2 cm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1+</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StepDiceSource</name>
    <message>
        <source>Waiting for the dice: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No dice left to roll.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableOdds</name>
    <message>
        <source>The odds of %1 depend on the hits scored on the building: they are not worked out here.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TablePreview</name>
    <message>
        <source>no modifier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+%1 for the target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Boiling oil is always rolled: one die, then the attacks its row gives.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score %1: the highest damage die %2, %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score: the one damage die, %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score: the highest of %1 damage dice, %2.</source>
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
    <message>
        <source>Damage is rolled for at least one hit on the building (was %1).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableSteps</name>
    <message>
        <source>%1: rolled %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: damage dice %2, the highest %3 is the score.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: damage dice %2, the highest %3 +%4 for the target = score %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: a double %2 rolled for its attacks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: score %2, the highest damage die with its modifiers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: score %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 = %2 hits on the target (dice: %3), struck with no roll to hit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 hit on the target, struck with no roll to hit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 hits on the target, struck with no roll to hit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 = %2 attacks (dice: %3), rolled to hit like shooting.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 attack, rolled to hit like shooting.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 attacks, rolled to hit like shooting.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Distance: %1 cm = %2 cm (dice: %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Distance: %1 cm.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To hit on %1+, as in the open: %2, no hits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To hit on %1+, as in the open: %2, 1 hit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To hit on %1+, as in the open: %2, %3 hits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Armour saves on %1+: %2, %3 saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 hit struck on %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 hits struck on %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 loses a stand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 loses %2 stands.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 retreats %2 cm, 1 cm for each hit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is destroyed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is immobilised for the rest of the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot shoot this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 shoots with double its attacks this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rolls no attacks in combat this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 doubles its attacks in its first round of combat this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 shoots with 1 die from now on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 shoots with %2 dice from now on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 now has −1 Command for the rest of the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 now has −%2 Command for the rest of the game.</source>
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
    <message>
        <source>Ignores terror</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Never confused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Regenerates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keen shots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charges like a monster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gives no orders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fights an enemy that causes terror without losing an attack per stand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing confuses it: drive-back sixes and the other causes of confusion pass it by.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In each combat round, after whole stands are removed, one hit left over is taken back; the hit still counts towards the combat result.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adds 1 to its dice to hit when shooting: 3+ in the open, 4+ defended, 5+ fortified.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charging an enemy in the open, it gets the extra attack a monster or chariot gets.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gives no orders, so has no Command value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unhindered by nearby enemies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At home in dense terrain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Order modifier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ordered only from near by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double distance penalty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drive-back dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Must pursue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No initiative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Never evades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First-round attacks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Survives a retreat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keen shots %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Orders %1 Command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ordered within %1 cm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drive-back dice %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First round %1 attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adds %1 to its dice to hit when shooting.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Orders to it take no penalty for enemies within 20 cm (a brigade still does if another of its units would).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Orders to it take no penalty for dense terrain (a brigade still does if another of its units would).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Orders to it, or to a brigade with it, take %1 Command.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a character within %1 cm can order it, or a brigade with it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Orders to it, or to a brigade with it, take twice the distance penalty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After winning a combat round it must pursue, or advance, whenever the rules allow it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Never uses initiative: it neither charges nor evades before orders.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Never evades on initiative.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 attacks a stand in the first round of each combat, for stands not fought at the side or rear.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Though artillery, it retreats from a lost combat like other units instead of being destroyed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Brigade size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Command range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pursues anything</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pursues cavalry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pursued by anyone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Brigades of any size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Brigades of up to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Command range %1 cm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A brigade of units that all have this rule may have any number of units.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A brigade of units that all have this rule may have up to %1 units.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Orders only units up to %1 cm away, whatever his rank.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>May pursue any enemy that retreats, whatever its type, flyers included.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Though infantry, it may pursue cavalry and chariots.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Though it flies, any enemy may pursue it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rolls one drive-back die fewer than its hits give, never fewer than none.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rolls one drive-back die more than its hits give.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rolls %1 drive-back dice fewer than its hits give, never fewer than none.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rolls %1 drive-back dice more than its hits give.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dispels spells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dispel bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dispels on %1+</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dispel bonus %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When an enemy wizard within 50 cm casts a spell, a D6 of %1 or more cancels it; one try a spell, however many can try.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Once a battle, adds %1 to one roll to cancel an enemy spell.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Casts spells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Casts the army&apos;s spells as a Wizard does.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Casts again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cast bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cast bonus %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>May roll again for a spell that failed, unless its die showed a 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Once a battle, adds %1 to one roll to cast a spell, said before rolling.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Goes wild</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When an order to it fails, it goes wild: roll on the Giant goes wild table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No charge bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scored while standing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Worth no victory points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Command modifier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attack bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strikes again when ahead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Takes no order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unhindered by distance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its hits confuse sooner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adds shooting attacks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free in a brigade</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The General&apos;s first order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adds %1 shooting attacks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its hits confuse on %1+</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The General&apos;s first order at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free in a brigade, one per other unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Up to %1 free in a brigade</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>His orders %1 Command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attacks %1 a stand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strikes %1 again when ahead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charging gives its stands no bonus attack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The enemy scores its full points as victory points while any stand of it is left, and none once it is destroyed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The enemy scores no victory points for it, whatever becomes of it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The drive-back dice for the hits it scores by shooting confuse the unit on a %1 or more, rolled apart from the dice for other hits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adds %1 shooting attacks to one stand of the unit he has joined whenever it shoots, at its range.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The General&apos;s first order of each turn to it alone passes on %1 or less, with no penalties.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Joins a brigade without counting towards its size, one such unit for each other unit of the brigade.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Joins a brigade without counting towards its size, up to %1 such units a brigade.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Orders he gives take %1 Command.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 attacks a stand in combat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scoring more hits than it suffers in the first round of a combat, it strikes %1 more attacks a stand before the result is worked out; their hits count in the result.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Takes no order, alone or in a brigade.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Orders to it take no distance penalty (a brigade still does if another of its units would).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>His characters&apos; blunders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>His characters&apos; blunders %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When another character of his army blunders, the roll on the blunder table takes %1; a score below the table reads its first row.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Unit</name>
    <message>
        <source>, </source>
        <comment>between the names of spells</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 “%2”</source>
        <comment>a unit&apos;s type and its label</comment>
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
        <source>Command: a %1 needs a Command value.</source>
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
    <message>
        <source>Name: at most %1 characters (was %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attacks: must be 0 to %1 (was %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shooting attacks: must be 1 to %1 (was %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Range: must be 1 to %1 cm (was %2 cm).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full pace: must be 1 to %1 cm (was %2 cm).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Command: must be 1 to %1 (was %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Armour: a character has no Armour value (was %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hits: must be 1 to %1 (was %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stands: must be 1 to %1 (was %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: this special rule takes no value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: a value for a special rule the unit does not have.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: must be %2 to %3 (was %4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attached stand: a character takes no stand of another unit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attached stand: a unit with one must have at least 2 stands (was %1).</source>
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
    <message>
        <source>Helm of Dominion: the unit carries no such helm.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spellbound: only a wizard can be spellbound.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Magic item used up: the unit carries no magic banner or weapon.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First engagement: only a Battle Banner or a Banner of Fortitude works for one engagement.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Banner of Steadfastness: the unit carries no such banner.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Device of power used up: the unit carries no device of power.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bonus to cast used: the unit has no such bonus.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bonus to dispel used: the unit has no such bonus.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attached stands left: must be 0 to %1 (was %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attached stands left: the unit has only %1 stands of its own, not %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hits that confuse sooner: must be 0 to the hits taken this phase (%1).</source>
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
    <name>UpgradeKind</name>
    <message>
        <source>Mount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Magic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other</source>
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
    <message>
        <source>Its attacks (three for most), no armour saves. Cannot shoot at chargers. In Warmaster Revolution it may shoot blind at the nearest enemy it cannot see, hitting only on a 6.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WhoShoots</name>
    <message>
        <source>%1 has not advanced: in the Combat phase units shoot only at an enemy advancing on them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The positions of %1 must share out its %2 stands left (they add up to %3).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WmSelectorConverter</name>
    <message>
        <source>%1: not valid JSON at character %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: not a wm-selector army list: no units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; cannot be a list&apos;s key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no such folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unit left out: order %1 belongs to another unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not converted: a field the converter does not know</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no name; the key is used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected %1 for this folder, found %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>notes written for army rules the list lacks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no note written for the army&apos;s rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>names the rule &quot;%1&quot;, which the list does not have</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no note written for this rule; only its traits are kept (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>names the unit &quot;%1&quot;, which the list does not have</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not converted: expected a whole number, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not readable: %1; no armour kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a choice of values; the profile holds %2 and the note tells the rest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 with no hits and no shooting attacks: read as Hits %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 with a range but no shooting attacks: read as &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unit left out: expected its order, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unit left out: not a unit type, %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a character has no Hits value; not kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a whole number of 1 or more, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a whole number, found %1; 0 kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is neither an upgrade of the list nor a known magic item; left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unit left out: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing; taken as 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not readable: %1; taken as 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 for a character, who adds a bonus; read as a bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a bonus, but this is not a character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a character&apos;s shooting bonus is not kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 attacks are rolled each round; the profile holds 0 and the note tells the rest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: a weapon that rolls its attacks but is no Death Rocket or Rocket Launcher; the profile does not shoot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the profile holds %2 shooting attacks, those at full range; the note tells the rest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 for a unit that does not shoot; not kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not readable: %1; the unit does not shoot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has a shortest range; the profile holds %2 cm and the note tells the rest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only characters have a Command value; not kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>0 for a character who gives no orders: no Command kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected 1 to 10, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 but no units to add the stands to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>for a unit of its own; not kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a number of stands, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a weapon rule for a unit that does not shoot; not kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its rules name different weapons; the first is kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no rule for this machine; taken as %1, as the other ruleset&apos;s list has it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>artillery with no weapon rule wmassist knows: it shoots as ordinary missiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>upgrade left out: expected its order, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not an upgrade type the converter knows; kept as other</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a number of points, found %1; 0 kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a weapon rule for an upgrade; not kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a bonus: %1; 0 kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not readable: %1; not kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a range with no shooting attacks in the attack value; the note tells them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a unit profile for an upgrade, and no unit of that name to take it from; not kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, where the unit it swaps to has %2; the unit&apos;s value is used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the wording gives %1, which no army note names</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the note says neither what wmassist applies, asks nor shows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a list; no spells converted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no unit may carry it; left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a magic item wmassist knows; left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected &quot;%1&quot;, found %2; kept as the former</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>item left out: expected its code, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none given; one an army kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a whole number of 1 or more, found %1; one an army kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>item left out: expected its points, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected points, found %1; row left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not an armour value; row left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a number of hits; row left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>item left out: points by %1, which the converter does not know</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>item left out: no price it can keep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected true, found %1; read as true</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a unit type; left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not an armour value; left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a number of hits; left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>names no unit type wmassist knows; left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not an item of the file; left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: not wm-selector&apos;s magic items: no upgrades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a list or an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a spell with no name; left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no note written for this spell; left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a D6 score from 1 to 6, found %1; left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not readable: %1; left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not fit the note&apos;s target (%2); left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the note makes no valid spell: %1; left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the note says neither what wmassist asks nor shows without the upgrade</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 from the list and %2 from its note; the list&apos;s number is kept</source>
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
    <message>
        <source>Converts the wm-selector army lists into wmassist&apos;s army list files.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>note not used by any list: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 lists written to %2, %3 things reported.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep rosters and games in the database &lt;file&gt; instead of %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wmassist cannot start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With --screenshot: show the game in the file &lt;file&gt; instead of the built-in demo battle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the database only to look at its games: nothing can be changed. For a database another wmassist has open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The database is not free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its games can be looked at read-only until then.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Read-Only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open only to be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1

This window shows its games and changes nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Also write the special-rules table of every army (docs/armies.md) to &lt;file&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot write: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The wm-selector folder with warmaster-armies/, warmaster-revolution/ and magic-items/.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The folder to write index.json, the lists and the magic items to.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wm::ArmyPanel</name>
    <message>
        <source>Units lost: %1 of %2 (break point)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The General is slain: the army withdraws.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Units lost: %1, at its break point of %2: the army withdraws.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Units lost: %1 of %2 (break point): %3 destroyed, %4 down to one stand (½ each)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Victory points won from the enemy&apos;s losses: a unit destroyed or a character slain in full, a unit down to one stand at half</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Victory points: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wm::ArmyUnitsModel</name>
    <message>
        <source>Unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per 1000</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many may be fielded per full 1000 points: at least, and at most.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a unit of its own: select the unit it joins in the roster and tick it there.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wm::CharacterCard</name>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Command %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No orders given yet; may give orders.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Orders given: %1; may give more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Orders given: %1; the General failed an order, so nobody may give more this phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Orders given: %1; failed an order, so no more from this character this phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slain with his unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Orders given: %1; another character has begun, so he has finished this phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With %1. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>enemy units within %1 cm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>friendly units within %1 cm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on %2: %3, to the end of turn %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on %2: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spellbound: ℡ on every cast.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bonus to cast — used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bonus to dispel — used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slain: moved through by the enemy with no friend to join</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — worn this turn (%2 Command).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tried %1: failed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cast %1: cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cast %1 this turn.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wm::CombatChoiceBox</name>
    <message>
        <source>%1 (a draw)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (won)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (lost)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stands lost where its retreat is &amp;blocked:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stands destroyed because enemies, terrain it cannot enter or friends that cannot make way block its retreat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It charged a retreating enemy in flank or rear,
or in irregular formation, this round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wm::CombatDialog</name>
    <message>
        <source>Fight a Combat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ro&amp;und of this engagement in this Combat phase:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Show units not in combat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A unit supporting without touching the enemy may not be marked as engaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, whose turn it is</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No unit of this side is engaged: tick “Show units not in combat”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result of the round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What each unit does now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tick the units of each side that take part in the engagement.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The odds before the dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result: %1 less %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wm::CombatUnitBox</name>
    <message>
        <source>−%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tick the units that take part in this engagement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stands &amp;fighting:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its stands touching an enemy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;upporting:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fi&amp;ghts:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Enemy stands:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where the enemy stands it fights stand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An enemy front edge or front corner touches the side or rear of its stands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It fights an enemy that retreated from this engagement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> cm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>enemy retreated </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How far the enemy it pursues retreated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Character:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A character who joined it adds his attack bonus to one of its fighting stands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 stand left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 stands left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 hit on it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 hits on it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 hit from shooting counts in its first round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 hits from shooting count in its first round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>charged this turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>confused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not marked as engaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (hits on %2+)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enemy at its side or rear (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pursuing (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Supports only: no dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 at %2, hitting on %3+</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, hitting on %2+</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No dice left after its penalties: it rolls 1 last die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 attack a stand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 attacks a stand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Banner of Fortune: roll all its attacks again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Once a battle: all of the unit&apos;s attack dice this round are rolled again and the new ones count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Within the aura of %1: ignores terror</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A spell about the wizard makes friendly units within its range ignore terror; measure from him to the unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 among the stands fighting (%n attacks)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>One of the stands fighting is the %1 stand, with its own attacks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A special rule of its army: tick it when the players say so</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its stands supporting, not touching an enemy: %1 each to the result</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wm::DatabaseRescue</name>
    <message>
        <source>The Database File Is Gone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the database again to keep this game and every other, then apply the last change again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Again Where It Was</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Elsewhere...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not Now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the Database Again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wmassist databases (*.sqlite)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every game is in %1 again, and wmassist goes on there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every game is in %1 now, and wmassist goes on there. To open it at the next start, start wmassist with --database &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Database Was Not Saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Database Was Saved Again</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wm::DiceLogModel</name>
    <message>
        <source>Turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wm::DicePanel</name>
    <message>
        <source>Faces rolled, e.g. 3 5 6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use the faces typed in from the dice on the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Let the app roll these dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll A&amp;ll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Let the app roll this and every roll after it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll Again From the Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forget every roll made for this action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No dice to roll.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next roll: %1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 roll set aside: the dice log keeps it, marked discarded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rolls set aside: the dice log keeps them, marked discarded.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wm::EndPhaseDialog</name>
    <message>
        <source>End of the %1 Phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll the drive backs for the units hit this phase, one unit at a time, in the order asked. The phase ends when you apply them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The odds before the dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 · %3</source>
        <comment>a unit, its drive-back dice and their odds</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · %1 cm expected</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wm::EngagementChoice</name>
    <message>
        <source>Each engagement is fought to its end before the next; the player whose turn it is chooses the order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Engaged, enemies not recorded: %1; %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (fought this phase)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (round %2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wm::FirstTurnPage</name>
    <message>
        <source>First turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who takes the first turn?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Roll for It</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each player rolls a die; the higher roll takes the first turn, a tie is rolled again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rolled %2, %3 rolled %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 takes the first turn.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wm::FollowUpActions</name>
    <message>
        <source>A Unit Driven Back Met Something...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name a Friend It Walked Through...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shoot at the Chargers...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charge with Them...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll for It Going Wild...</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wm::GameFiles</name>
    <message>
        <source>&amp;New Game...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rosters...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open Game...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import Game...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export Game...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game could not be started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opening the game...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game could not be opened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game was opened up to a damaged action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import a game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wmassist games (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game could not be imported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Importing %1...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game could not be exported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wm::HistoryModel</name>
    <message>
        <source>Turn %1, %2, %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One undone action can be redone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 undone actions can be redone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wm::MainDocks</name>
    <message>
        <source>&amp;History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Dice Log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show or hide the History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show or hide the Dice Log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show or hide the Reference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show or hide the Statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice Log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quick Reference</source>
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
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not change the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The phase could not be ended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End &amp;Phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Actual Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End the %1 Phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give an &amp;Order...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Shoot...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shoot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fight a Combat Round...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll on a Special &amp;Table...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The App Rolls the Dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>We Roll the Dice and Type Them In</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Resolve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (read-only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Evade</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Home Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Advance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Join</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confusion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cast a S&amp;pell...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quick &amp;Reference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Concede the Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which player concedes? The game ends: the other player wins, and the one who concedes scores no victory points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 Concedes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Concede...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moved Through</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom %1 %</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wm::MarkerStrip</name>
    <message>
        <source>+%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wm::MoveDialog</name>
    <message>
        <source>A charge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An evade on initiative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A flyer homing back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An advance into contact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A character joining a unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A test for confusion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record a Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;What happened:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Charge...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Evade...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Home Back...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Advance into Contact...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Join a Unit...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How they charged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On &amp;initiative, before any order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After an &amp;order that passed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Units that &amp;charged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enemy units they &amp;reached</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Unit that evaded:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Friends it &amp;burst through (confused until the end of this Command phase)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Flyer:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Unit that advanced:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enemy units it &amp;reached (they may shoot at it as at a charger)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Character:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Joins:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A character with a unit moves with it and is slain if it is destroyed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Unit:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Friends that made &amp;way:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not in the %1 phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No unit: he leaves the one he was with</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tick the units that charged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tick the enemy units they reached.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick the unit that evaded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick the flyer that homes back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick the unit that advanced.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tick the enemy units it reached.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick the character.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick the unit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is confused at once, %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cau&amp;se:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Test for Confusio&amp;n...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A unit leaving the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A lone character moved through</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Leave the Table...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lone Character &amp;Moved Through...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nearest enemy (on initiative):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> cm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Up to %1 cm from the closest enemy it can see moves on initiative. Characters may be ignored, and so may enemies in a fortified position or across a barrier neither side can pass within a full-pace move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nearest &amp;enemy:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not measured yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nearest &amp;character:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A flying unit more than %1 cm from every character may fly back up to %2 cm a pip of a D6 towards one, before orders. It may still take orders.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;How far:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>He moves up to %1 cm to join a friendly unit, or he is slain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In %1 a unit that leaves the table is destroyed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In %1 it rolls a D6 to return, -1 for each stand it has lost; the unit is marked off the table with the score, for you to read its row.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No unit within reach: he is slain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measure how far the flyer stands from the nearest character.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick the unit that left the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick the character the enemy moved through.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll a D6 for each friend that made way: a %1 confuses it, %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll a D6: a %1 confuses it, %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wm::NewGameWizard</name>
    <message>
        <source>New Game</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wm::OddsCalculator</name>
    <message>
        <source>%1+</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Odds of</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A shot: dice, score to hit, saves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An order: Command and penalties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A drive back: hits and pace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What to work out the odds of</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Odds calculator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exact odds before the dice, for a roll with no game behind it. In a game, each resolver shows the odds of the roll it is set up for.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed saves rolled again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To hit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target&apos;s save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hits a stand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hits on it already</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every penalty to the order added up (-1, -2...), or +1 for Revolution&apos;s first-turn bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Given by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Penalties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> cm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hits this phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its stands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full pace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hits after saves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Orders in a row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>So few hits on stands in that position roll no dice: no drive back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drive back (cm)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wm::OddsView</name>
    <message>
        <source>Odds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show or hide the plot of the odds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plot of the odds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exactly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at least</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1+</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chance of each</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wm::OpenGameDialog</name>
    <message>
        <source>Open a Saved Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Delete...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There are no saved games yet: start one with New Game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game is on the screen: open another before deleting it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete the Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Delete %1 with all %n action(s)? This cannot be undone.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>wm::OrderDialog</name>
    <message>
        <source>Give an Order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who orders whom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Character giving the order:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Units ordered (one, or up to four touching for a brigade):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A blunder&apos;s lasting &amp;penalty falls on:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Distance to the farthest unit:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any enemy unit, seen or not; enemy characters do not count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A stand in dense &amp;terrain (woods, buildings...)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The roll needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, Command %2: no more orders this phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, Command %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No character of this side can give orders.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 orders units up to %2 cm away.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 orders units anywhere on the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick the character who gives the order.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick the unit to order, or up to four for a brigade.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No penalties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> cm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From the character to the farthest unit ordered, in whole cm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no penalty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>−%1 Command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use the &amp;Crown of Command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wear the &amp;Helm of Dominion this turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use the &amp;Orb of Majesty if the order fails</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use the &amp;Sceptre of Sovereignty on a double six</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Once a battle: a double six is ignored and the order passes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Within %1 cm of %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check when the unit ordered, or a unit of the brigade, is within the spell&apos;s reach</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its special rule: tick it when the players say so</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Enemy within %1 cm of a unit ordered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The General&apos;s first order this turn: Command %1, no penalties; a failed order ends the Crown&apos;s power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 Command (%2 at most) for every order of the General this turn; once a battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Once a battle: a failed order is rolled again as at Command %1, with the same penalties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (engaged in combat)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Orders in a row</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wm::PhaseSummaryBar</name>
    <message>
        <source>Close the summary</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wm::PlayersPage</name>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who is playing, and the colour each army has on screen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First player:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Second player:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player&apos;s name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter a name for each player.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The two players need different names, so that the log can tell them apart.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The two players need different colours.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wm::QuickEditActions</name>
    <message>
        <source>Add a &amp;Hit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Remove a Hit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Confused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove a &amp;Stand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Engaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All Stands in the &amp;Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All Stands &amp;Defended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All Stands &amp;Fortified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Attached Stand Lost / Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take back this edit (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done: %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wm::ReferenceView</name>
    <message>
        <source>Find: blunder, fortified, Giant…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ruleset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ruleset of the game being played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ruleset to show</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing found for &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the quick reference as a PDF to print: the rules on both sides of one sheet, a game&apos;s armies after them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF on %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the Quick Reference as PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved to %1: one page.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved to %1: %2 pages.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quick reference (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Odds calculator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The exact odds of a shot (dice, score to hit, saves), an order or a drive back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>odds chance chances probability calculator dice</source>
        <comment>the words a search of the quick reference finds the calculator of odds by</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wm::ReportActions</name>
    <message>
        <source>Export &amp;Battle Report...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the battle report as HTML, PDF or Markdown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy Turn as &amp;Markdown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the turn&apos;s story as Markdown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No game is open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the battle report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Battle reports (*.html *.pdf *.md);;HTML, one file (*.html);;PDF (*.pdf);;Markdown, plots beside it (*.md)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The battle report could not be written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The turn could not be copied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No action has been recorded yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Telling the battle from every action...</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wm::ResolverDialog</name>
    <message>
        <source>Dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What happens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Apply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not recorded: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll the dice above, or type in what they showed, to see what happens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Special rules the table decides here:&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll the next dice above, or type in what they showed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record this on the game (Ctrl+Return, or Return once the result is shown); it can be undone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use the faces typed in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll the next dice with the app</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll every roll left with the app</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record the action (Return too, once the result is shown)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close without recording anything</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wm::ResolverLauncher</name>
    <message>
        <source>&amp;Shoot at Chargers...</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wm::RosterChoice</name>
    <message>
        <source>Choose a roster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste a wm-selector link or a Warmuster code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import File...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s army</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (units typed in, %2 points)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2, %3 points)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This roster cannot be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no saved roster for this ruleset yet: import one, or build one with Edit Rosters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the army this player fields.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points: %1 of %2. Break point: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The army list rules are not all met; the army can still be used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import a roster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rosters to import (*.json *.txt);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wm::RosterEditor</name>
    <message>
        <source>New</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a new roster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep the roster in wmassist&apos;s database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import File…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import a roster file, a Warmuster backup or a file of share links</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the roster to a roster file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print to PDF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the roster with its profiles and warnings to a PDF file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search Units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no database to keep the roster in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The roster is saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unnamed roster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The roster &quot;%1&quot; has changes that are not saved. Save them?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add custom unit %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upgrades of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1[*] — Roster Editor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give %1 the %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take the %1 from %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Added stand of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close the Roster Editor</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wm::RosterFiles</name>
    <message>
        <source>Nothing was imported. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import a Roster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rosters and army builder files (*.json *.txt);;wmassist rosters (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing was imported: the text holds no roster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing was imported: %1 holds no roster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unnamed roster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imported the roster &quot;%1&quot;; Save keeps it as a new roster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The text holds %1 rosters; only the first one was imported.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds %2 rosters; only the first one was imported.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not found in wmassist&apos;s army lists, so left out: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the Roster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wmassist rosters (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The roster was written to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print the Roster to PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The roster was printed to %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wm::RosterModel</name>
    <message>
        <source>Remove %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the selected units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move %1 up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move %1 down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename roster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set points limit to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The name that matches the unit to its miniatures; double-click to change it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A unit typed in by the player.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Label %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upgrades and item</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wm::RosterSettingsForm</name>
    <message>
        <source>No army list (units typed in)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (not in wmassist&apos;s lists)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change ruleset to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change army to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change army to no army list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Units the new army list lacks were removed: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Units whose upgrades the new army list does not offer lost them: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Units that may no longer carry their magic item lost it: %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wm::RostersPage</name>
    <message>
        <source>Armies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit Rosters...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The saved rosters cannot be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each player chooses a saved roster for %1, or imports one.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wm::RulesetPage</name>
    <message>
        <source>Ruleset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which game are you playing?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where the two rulesets differ, wmassist follows the one you choose here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optional rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optional rules (%1 only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optional rules of %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wm::SavedGamesModel</name>
    <message>
        <source>%1 (cannot be read)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ruleset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Actions</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wm::SavedRostersPanel</name>
    <message>
        <source>No saved rosters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no army list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unnamed roster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2, %3 points)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete Roster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete the saved roster %1? This cannot be undone.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wm::ShootingDialog</name>
    <message>
        <source>Shooting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shooting at &amp;chargers: the charged unit&apos;s free stands shoot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the enemy&apos;s Command phase, stands not already touching an enemy shoot at a unit charging them; the hits count in the first round of combat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Unit shot at:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the &amp;path of a shot (a bounce or a skewer going on)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The unit is not the one aimed at but is in the path of a cannonball or bolt already fired: friend or foe, engaged or not</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All in the open (%1+ to hit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All defended (%1+ to hit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All fortified (%1+ to hit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mixed: say how many stand where</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P&amp;osition:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the open (%1+):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defended (%1+):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fortified (%1+):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shooters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No unit of this side has shooting attacks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (own side)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (charging)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stands shooting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weapon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stands in range that can see the target; at chargers, those not already touching an enemy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 attacks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blind (cannot see it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stands crossed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many stands of this unit each shot went through</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bounced through:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skewered:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Further stands of the target the cannonball bounced through, beyond the first: one more attack each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A second stand of the target the bolt went on through: one more attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At a charger it always fires at the shortest range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A charger counts as in the open, whatever cover it charged from.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has 1 stand left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has %2 stands left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s units shoot at a unit charging them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s units shoot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No enemy unit is on the table to shoot at.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick the unit shot at.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: hits on %2+ in the open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Banner of Fortune: roll to hit again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Once a battle: all of the unit&apos;s dice to hit are rolled again and the new ones count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Within the aura of %1: failed saves are rolled again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A spell about the wizard lets friendly units within its range re-roll failed armour saves against shooting; measure from him to the target</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 shoot too (%n attacks)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>One of the stands shooting is the %1 stand, with its own attacks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No enemy in sight: it shoots at the nearest one in range, hitting only on a %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The odds before the dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hits after saves</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wm::ShortcutSheet</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Anywhere in the window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> or </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In every resolver</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wm::SpellDialog</name>
    <message>
        <source>%1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cast a Spell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The spell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Wizard:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;pell:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where it falls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The enemy&apos;s answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Cancel it:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With his once-a-battle &amp;bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This army&apos;s wizards have no spells wmassist knows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wmassist applies: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You apply: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It falls on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>within %1 cm of the wizard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. Check on the table: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It stays with the wizard: no unit to tick.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tick every unit it falls on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No one tries to cancel it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>His once-a-battle bonus is used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>He rolls once the cast die has cast the spell; one try a spell.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No wizard of this side is on the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every wizard of this side has cast his spell this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick the spell.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tick the units the spell falls on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tick the unit the spell is cast at.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Once a battle: the spell is cast without rolling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use the R&amp;od of Repetition if the roll casts it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Once a battle: another spell this turn, the same one or another, even if this one is cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With his &amp;Scroll of Dispelling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Once a battle: the spell is cancelled; a Runesmith reads it only when his own roll fails</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 reads his Scroll of Dispelling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Once the cast die has cast the spell, the Scroll cancels it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If the cast fails, %1 tries the S&amp;taff of Spellbinding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use the Rin&amp;g of Magic: no cast roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;If the spell fails, roll again (never after a 1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This wizard may roll a second time for a spell that failed, unless the die showed a 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> cm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From the wi&amp;zard:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, within %2 cm of the wizard, tries (%3+)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use the Wa&amp;nd of Power: %1 to the cast roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Once a battle, said before rolling; a %1 still fails</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If the cast fails, a D6: on %1+ the wizard is spellbound (%2 on every cast for the rest of the battle) and the Staff works no more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With his once-a-battle &amp;bonus (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Use his once-a-battle bonus: %1 to the cast roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The odds before the dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hits after saves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drive back (cm)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not cast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>takes effect</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wm::StandPips</name>
    <message>
        <source>%1 of %2 stands left</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wm::StartPage</name>
    <message>
        <source>Warmaster Table Assistant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keeps every unit&apos;s stands, hits and confusion, rolls the dice and knows the tables, while the miniatures stay on the table.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wm::StatisticsView</name>
    <message>
        <source>%1 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Luck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Plot as PNG...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The statistics could not be counted: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No game is open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 %3, %4 expected)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No roll with odds to measure has been made yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each roll against its exact odds: the percentile is how many games in 100 with the same rolls would have gone worse.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: dice rolled: %n</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Every face each player rolled, typed in or rolled by the app, beside the sixth of each a fair die gives.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No action has been recorded yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 in all: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn %1, %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each turn, from its first action to the last of its Combat phase:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the plot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 against %2 - %3.png</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The plot could not be saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plot of each player&apos;s luck by kind of roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plot of the faces each player rolled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plot of the points each army lost, turn by turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counting the statistics of every action...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The statistics were not counted: the count was cancelled. They are counted again with the next action.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points each army has lost after each player&apos;s turn; on the right, its units destroyed (dotted) and the units it can still lose before it breaks (dashed).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wm::TableDialog</name>
    <message>
        <source>%1+</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1–%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll on a Special Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What is rolled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Unit:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>double </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>as rolled for its 2D6 attacks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Double rolled:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Already d&amp;amaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ta&amp;rget:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What happens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score %1: %2. %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll the die, or type what it showed, to find the row.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No unit is on the table to roll for.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick the unit and the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Hits on it:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll the damage dice, or type what they showed, to find the row.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wm::TrackerHeader</name>
    <message>
        <source>Turn %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2 · %3 phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 phase, now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The General failed an order: no more orders this phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Phase:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>then</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 phase, done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The phase being played: end it with the button on the right.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Still to come this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s General is slain: the army withdraws.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s army is at its break point and withdraws.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins, %2 victory points to %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A draw: %1 %2 victory points, %3 %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The battle is over. %1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 conceded and scores nothing.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wm::UnitCard</name>
    <message>
        <source>Destroyed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Routed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lost to a mishap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Destroyed retreating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fortified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defended %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fortified %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>− Hit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take one hit off this unit (-)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+ Hit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put one more hit on this unit (+)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mark this unit confused, or no longer confused (C)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>− Stand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove one stand, the least protected first (Delete)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>/ %1 hits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CONFUSED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ENGAGED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hits into combat: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Immobilised</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 of %3 stands, %4 hits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Engaged / Not Engaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All Stands in the Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All Stands Defended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All Stands Fortified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slain with his unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: confused %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Evaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moved on initiative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Homed back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, on units within %2 cm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>until it moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ends this turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ends turn %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>−%1 Command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every order to this unit takes %1 Command more for the rest of the battle (a blunder, or its commander slain).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left the table: destroyed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slain: moved through with no friend to join</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OFF TABLE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It left the table: its return roll scored %1 (a D6, -1 for each stand lost).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+ %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One of its stands is %1, fighting and shooting with its own attacks; its loss costs no Command penalty. If it was the stand lost, say so from the card&apos;s menu.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Attached Stand Was the One Lost / Is Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · half pace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A stand in a fortified position: it moves at most %1 cm, unless it charges or evades (%2 cm).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wm::UpgradesPanel</name>
    <message>
        <source>Select a unit of the roster to see the upgrades it may take.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A unit typed in takes no upgrades.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The army list has no unit &quot;%1&quot;, so its upgrades are unknown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 takes no upgrades.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What %1 may take:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 points)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At most %1 per full 1000 points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At most %1 in the army.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Already carried by %1: an army carries no more of it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a unit of the roster to choose its magic item.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A unit typed in carries no magic item.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wmassist has no magic items for this ruleset.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 may carry no magic item.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The magic item %1 carries, if any.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The army list has no unit &quot;%1&quot;, so the magic items it may carry are unknown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One stand of %1 (%2 points)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Added to the unit: it fights, shoots and is lost with it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
