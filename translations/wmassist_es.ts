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
        <source>Which targets a defended or fortified position protects</source>
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
        <source>%1 is listed twice.</source>
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
</context>
<context>
    <name>ShootingPhaseEnd</name>
    <message>
        <source>%1 is listed twice.</source>
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
        <source>Positions: %1 stands placed, but the unit has %2 left.</source>
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
