// SPDX-License-Identifier: GPL-3.0-or-later
#include "shootingwalkthrough.h"

#include "core/rules/shooting.h"
#include "core/rules/tables.h"

namespace wm {

namespace {

struct ShootingStepsText
{
    Q_DECLARE_TR_FUNCTIONS(ShootingSteps)
};

// Every sentence below is whole in the translations: where a count changes the words, each count
// (none, one, more) has a sentence of its own rather than a word spliced in.

// How many of the protection levels hold a stand: more than one is a mixed position.
int levelsHeld(const StandPositions &p)
{
    return int(p.open > 0) + int(p.defended > 0) + int(p.fortified > 0);
}

void positionLines(const Battle &before, const ShootAction &action, const ShootingResult &result, QStringList &lines)
{
    const Unit &target = result.targetBefore;
    const QString name = target.displayName();
    const StandPositions &p = target.state.positions;
    const Unit *onTable = before.unit(action.target);
    const bool changed = onTable && onTable->state.positions != p;
    if (changed)
        lines.append(
            ShootingStepsText::tr("Position of %1 as the table shows it: %2 in the open, %3 defended, %4 fortified.")
                .arg(name)
                .arg(p.open)
                .arg(p.defended)
                .arg(p.fortified));
    else if (levelsHeld(p) > 1)
        lines.append(ShootingStepsText::tr("Position of %1: %2 in the open, %3 defended, %4 fortified.")
                         .arg(name)
                         .arg(p.open)
                         .arg(p.defended)
                         .arg(p.fortified));

    const StandPositions effective = effectivePositions(target, before.ruleset(), result.timing);
    if (result.coverIgnored) {
        if (result.timing == ShotTiming::AtChargers)
            lines.append(
                ShootingStepsText::tr("Cover does not protect a charger: every stand of %1 counts as in the open.")
                    .arg(name));
        else
            lines.append(ShootingStepsText::tr(
                             "In this ruleset cover protects only infantry and artillery: every stand of %1 counts "
                             "as in the open.")
                             .arg(name));
    }
    if (target.profile.has(Trait::AlwaysDefended) && effective.open == 0 && p.open > 0)
        lines.append(ShootingStepsText::tr("By its own special rule %1 always counts as defended at least.").arg(name));
    if (target.underSpell(SpellState::CountsDefended))
        lines.append(ShootingStepsText::tr(
                         "%1 is on %2: its stands in the open count as defended, and defended ones as fortified.")
                         .arg(target.spellsGiving(SpellState::CountsDefended), name));
    else if (target.underSpell(SpellState::AtLeastDefended) && !target.profile.has(Trait::AlwaysDefended) &&
             effective.open == 0 && p.open > 0)
        lines.append(ShootingStepsText::tr("%1 is on %2: it counts as defended at least, even in the open.")
                         .arg(target.spellsGiving(SpellState::AtLeastDefended), name));
    if (levelsHeld(effective) > 1)
        lines.append(
            ShootingStepsText::tr("The shooters aim at the least protected stands, and those are removed first."));
}

QString attacksLine(const QString &name, int stands, int attacks)
{
    if (stands == 1)
        return attacks == 1 ? ShootingStepsText::tr("%1: 1 stand shoots, 1 attack.").arg(name)
                            : ShootingStepsText::tr("%1: 1 stand shoots, %2 attacks.").arg(name).arg(attacks);
    return ShootingStepsText::tr("%1: %2 stands shoot, %3 attacks.").arg(name).arg(stands).arg(attacks);
}

void misfireLines(const QString &name, Weapon weapon, const WeaponShot &shot, QStringList &lines)
{
    const TableResult &misfire = *shot.misfire;
    const DiceTable &table = DiceTable::get(misfire.table);
    if (weapon == Weapon::FlameCannon)
        lines.append(ShootingStepsText::tr("A double: %1 misfires, and the double's %2 is read on the table \"%3\".")
                         .arg(name)
                         .arg(misfire.score)
                         .arg(table.name));
    else if (misfire.roll)
        lines.append(ShootingStepsText::tr("A 1: %1 misfires and rolls on the table \"%2\": %3.")
                         .arg(name, table.name, misfire.roll->facesText()));
    if (!misfire.row) {
        lines.append(DiceTable::noEntry(misfire.score));
        return;
    }
    lines.append(ShootingStepsText::tr("%1: %2").arg(misfire.row->title, misfire.row->text));
    if (misfire.hitsRoll)
        lines.append(ShootingStepsText::tr("Hits: %1 = %2 (dice: %3).")
                         .arg(misfire.row->hits.toString())
                         .arg(misfire.hits)
                         .arg(misfire.hitsRoll->facesText()));
    if (misfire.attacksRoll)
        lines.append(ShootingStepsText::tr("Attacks: %1 = %2 (dice: %3).")
                         .arg(misfire.row->attacks.toString())
                         .arg(misfire.attacks)
                         .arg(misfire.attacksRoll->facesText()));
}

void helblasterLines(const QString &name, const WeaponShot &shot, ShotTiming timing, const QString &targetName,
                     QStringList &lines)
{
    const DiceRoll &roll = *shot.helblasterRoll;
    lines.append(ShootingStepsText::tr("%1 rolls all its dice to hit at once, for the 1s among them: %2.")
                     .arg(name, roll.facesText()));
    const int ones = roll.count(1);
    switch (shot.ones) {
    case HelblasterOnes::Fire:
        if (ones == 1)
            lines.append(ShootingStepsText::tr("One 1 rolled: it fizzles, with no effect."));
        else if (ones > 1)
            lines.append(ShootingStepsText::tr("%1 ones rolled: they fizzle, with no effect.").arg(ones));
        break;
    case HelblasterOnes::Dud:
        if (ones == 1)
            lines.append(ShootingStepsText::tr("Dud ammunition: the 1 rolled takes a hit away."));
        else
            lines.append(ShootingStepsText::tr("Dud ammunition: %1 ones rolled, each takes a hit away.").arg(ones));
        break;
    case HelblasterOnes::Misfire:
        lines.append(
            ShootingStepsText::tr("%1 ones rolled: %2 misfires and scores no hits this turn.").arg(ones).arg(name));
        break;
    case HelblasterOnes::Explode:
        lines.append(ShootingStepsText::tr("%1 ones rolled: %2 explodes and is destroyed.").arg(ones).arg(name));
        if (timing == ShotTiming::AtChargers)
            lines.append(ShootingStepsText::tr("The explosion strikes %1 hits on %2, the charger it was shooting at.")
                             .arg(shot.automaticHits)
                             .arg(targetName));
        break;
    }
}

// A weapon that rolls for its attacks: the roll, a misfire, and the attacks that go on past the target.
void rolledAttacksLines(const QString &name, Weapon weapon, const WeaponShot &shot, const QString &targetName,
                        QStringList &lines)
{
    const int rolled = shot.attacksRoll->total();
    const QString faces = shot.attacksRoll->facesText();
    // A misfire replaces the shot: the roll's total is no number of attacks then.
    if (shot.misfire)
        lines.append(ShootingStepsText::tr("%1 rolls for its attacks: %2.").arg(name, faces));
    else if (rolled == 1)
        lines.append(ShootingStepsText::tr("%1 rolls for its attacks: %2, 1 attack.").arg(name, faces));
    else
        lines.append(ShootingStepsText::tr("%1 rolls for its attacks: %2, %3 attacks.").arg(name, faces).arg(rolled));
    if (shot.misfire)
        misfireLines(name, weapon, shot, lines);
    if (shot.attacksOnUnitBeyond > 0)
        lines.append(
            ShootingStepsText::tr("The %1 attacks go on past %2 to the first unit beyond it: resolve them against that "
                                  "unit, as a unit in the path of the shot.")
                .arg(shot.attacksOnUnitBeyond)
                .arg(targetName));
}

// The attacks a shooter makes: a Helblaster's at its range band, any other's with the bounce or skewer
// that adds to them.
void attacksMadeLines(const QString &name, Weapon weapon, const ShooterInput &input, const WeaponShot &shot,
                      bool atChargers, const QString &targetName, QStringList &lines)
{
    if (weapon == Weapon::Helblaster) {
        // Its ones may leave it no attacks at the target: the attacks it made are the dice it rolled.
        const int attacks = shot.helblasterRoll ? int(shot.helblasterRoll->faces.size()) : shot.attacks;
        if (atChargers)
            lines.append(ShootingStepsText::tr("%1 fires at the charger at the shortest range: %2 attacks.")
                             .arg(name)
                             .arg(attacks));
        else if (input.range)
            lines.append(ShootingStepsText::tr("%1 (%2): %3 attacks.")
                             .arg(name, WeaponText::rangeBandName(*input.range))
                             .arg(attacks));
    } else {
        // The bounce or skewer first, as it makes the attacks each stand has.
        if (input.standsCrossed > 0) {
            if (weapon == Weapon::BoltThrower)
                lines.append(
                    ShootingStepsText::tr("The bolt goes on through a second stand of %1: each bolt thrower has 1 more "
                                          "attack.")
                        .arg(targetName));
            else if (input.standsCrossed == 1)
                lines.append(ShootingStepsText::tr(
                                 "The cannonball bounces through 1 more stand of %1: each cannon has 1 more attack.")
                                 .arg(targetName));
            else
                lines.append(ShootingStepsText::tr(
                                 "The cannonball bounces through %1 more stands of %2: each cannon has %1 more "
                                 "attacks.")
                                 .arg(input.standsCrossed)
                                 .arg(targetName));
        }
        lines.append(attacksLine(name, input.stands, shot.attacks));
    }
}

// What one shooter's weapon did before any die went at the target.
void weaponLines(const Battle &before, const ShootAction &action, const ShootingResult &result, qsizetype i,
                 QStringList &lines)
{
    const ShooterInput &input = action.shooters.at(i);
    const WeaponShot &shot = result.weaponShots.at(i);
    const Unit *unit = before.unit(input.unit);
    if (!unit)
        return;
    const QString name = unit->displayName();
    const QString targetName = result.targetBefore.displayName();
    const Weapon weapon = unit->profile.weapon;
    const bool atChargers = result.timing == ShotTiming::AtChargers;

    if (action.targetInPath) {
        if (input.attacksGiven)
            lines.append(ShootingStepsText::tr("%1: %2 attacks on %3, brought on by the shot made before.")
                             .arg(name)
                             .arg(shot.attacks)
                             .arg(targetName));
        else
            lines.append(ShootingStepsText::tr(
                             "%1 hits %2 in the path of its shot: one attack for every stand crossed, %3 in all.")
                             .arg(name, targetName)
                             .arg(shot.attacks));
        return;
    }

    if (shot.attacksRoll) {
        rolledAttacksLines(name, weapon, shot, targetName, lines);
        return;
    }

    attacksMadeLines(name, weapon, input, shot, atChargers, targetName, lines);
    if (weapon == Weapon::Cannon && atChargers)
        lines.append(
            ShootingStepsText::tr("%1 fires grapeshot at the charger: no bounce, and armour saves are allowed.")
                .arg(name));
    if (unit->state.doubleShootingThisTurn)
        lines.append(ShootingStepsText::tr("%1 shoots with twice its attacks this turn.").arg(name));
    if (input.blind)
        lines.append(
            ShootingStepsText::tr("%1 shoots blind at an enemy it cannot see: it hits only on a 6.").arg(name));
    if (shot.helblasterRoll)
        helblasterLines(name, shot, result.timing, targetName, lines);
}

QString batchHeader(const ShootingBatch &batch)
{
    switch (batch.protection) {
    case Protection::Open:
        return ShootingStepsText::tr("Against stands in the open: %1+ to hit.").arg(batch.scoreToHit);
    case Protection::Defended:
        return ShootingStepsText::tr("Against defended stands: %1+ to hit.").arg(batch.scoreToHit);
    case Protection::Fortified:
        return ShootingStepsText::tr("Against fortified stands: %1+ to hit.").arg(batch.scoreToHit);
    }
    return {};
}

QString toHitLine(const QString &shooter, const ShooterRoll &roll, int batchScore)
{
    // The Banner of Fortune's dice rolled again count instead of the first ones: both are told.
    const QString faces = roll.toHitReRoll
                              ? ShootingStepsText::tr("%1, all rolled again with the Banner of Fortune: %2")
                                    .arg(roll.toHit.facesText(), roll.toHitReRoll->facesText())
                              : roll.toHit.facesText();
    // Dud ammunition takes hits away after the roll: the line gives the hits the dice scored.
    const int scored = roll.hits + roll.cancelled;
    if (roll.preRolled) {
        if (scored == 0)
            return ShootingStepsText::tr("To hit (%1), read from its roll: %2 — no hits.").arg(shooter, faces);
        if (scored == 1)
            return ShootingStepsText::tr("To hit (%1), read from its roll: %2 — 1 hit.").arg(shooter, faces);
        return ShootingStepsText::tr("To hit (%1), read from its roll: %2 — %3 hits.").arg(shooter, faces).arg(scored);
    }
    if (roll.scoreToHit != batchScore) {
        if (scored == 0)
            return ShootingStepsText::tr("To hit (%1) on %2+: %3 — no hits.")
                .arg(shooter)
                .arg(roll.scoreToHit)
                .arg(faces);
        if (scored == 1)
            return ShootingStepsText::tr("To hit (%1) on %2+: %3 — 1 hit.")
                .arg(shooter)
                .arg(roll.scoreToHit)
                .arg(faces);
        return ShootingStepsText::tr("To hit (%1) on %2+: %3 — %4 hits.")
            .arg(shooter)
            .arg(roll.scoreToHit)
            .arg(faces)
            .arg(scored);
    }
    if (scored == 0)
        return ShootingStepsText::tr("To hit (%1): %2 — no hits.").arg(shooter, faces);
    if (scored == 1)
        return ShootingStepsText::tr("To hit (%1): %2 — 1 hit.").arg(shooter, faces);
    return ShootingStepsText::tr("To hit (%1): %2 — %3 hits.").arg(shooter, faces).arg(scored);
}

QString savesLine(const Unit &target, const QString &shooter, const ShooterRoll &roll)
{
    const QString name = target.displayName();
    // The armour it saves with before the weapon, spells on it included.
    const Armour own = armourOf(target);
    if (!roll.saves) {
        if (roll.hits == 0)
            return {};
        if (own.hasSave())
            return ShootingStepsText::tr("No armour saves for %1 against %2.").arg(name, shooter);
        return ShootingStepsText::tr("No armour saves for %1, which has no Armour value.").arg(name);
    }
    const int score = roll.armour.score().value_or(0);
    const QString faces = roll.savesReRoll ? ShootingStepsText::tr("%1, the failed ones rolled again: %2")
                                                 .arg(roll.saves->facesText(), roll.savesReRoll->facesText())
                                           : roll.saves->facesText();
    if (roll.armour != own) {
        if (roll.saved == 0)
            return ShootingStepsText::tr("Armour saves (%1) on %2+, one worse against %3: %4 — none saved.")
                .arg(name)
                .arg(score)
                .arg(shooter, faces);
        return ShootingStepsText::tr("Armour saves (%1) on %2+, one worse against %3: %4 — %5 saved.")
            .arg(name)
            .arg(score)
            .arg(shooter, faces)
            .arg(roll.saved);
    }
    if (roll.saved == 0)
        return ShootingStepsText::tr("Armour saves (%1) on %2+: %3 — none saved.").arg(name).arg(score).arg(faces);
    return ShootingStepsText::tr("Armour saves (%1) on %2+: %3 — %4 saved.")
        .arg(name)
        .arg(score)
        .arg(faces)
        .arg(roll.saved);
}

// The hits a batch struck and what they did, with the hits the target carries on after it.
QString struckLine(const QString &name, const ShootingBatch &batch, bool destroyedNow)
{
    const int struck = batch.struck;
    const int removed = batch.standsRemoved;
    const int left = batch.hitsOnTargetAfter;
    if (struck == 0)
        return ShootingStepsText::tr("No hits struck on %1.").arg(name);
    if (destroyedNow) {
        if (removed == 1)
            return struck == 1 ? ShootingStepsText::tr("1 hit struck on %1: its last stand is removed.").arg(name)
                               : ShootingStepsText::tr("%1 hits struck on %2: its last stand is removed.")
                                     .arg(struck)
                                     .arg(name);
        return ShootingStepsText::tr("%1 hits struck on %2: its last %3 stands are removed.")
            .arg(struck)
            .arg(name)
            .arg(removed);
    }
    if (struck == 1)
        return removed == 0 ? ShootingStepsText::tr("1 hit struck on %1, no stand removed; hits on it now: %2.")
                                  .arg(name)
                                  .arg(left)
                            : ShootingStepsText::tr("1 hit struck on %1: 1 stand removed; hits on it now: %2.")
                                  .arg(name)
                                  .arg(left);
    if (removed == 0)
        return ShootingStepsText::tr("%1 hits struck on %2, no stand removed; hits on it now: %3.")
            .arg(struck)
            .arg(name)
            .arg(left);
    if (removed == 1)
        return ShootingStepsText::tr("%1 hits struck on %2: 1 stand removed; hits on it now: %3.")
            .arg(struck)
            .arg(name)
            .arg(left);
    return ShootingStepsText::tr("%1 hits struck on %2: %3 stands removed; hits on it now: %4.")
        .arg(struck)
        .arg(name)
        .arg(removed)
        .arg(left);
}

// What spells on the target do to every shot at it: its armour, and how hard it is to hit.
void targetSpellLines(const Unit &target, QStringList &lines)
{
    const QString name = target.displayName();
    if (const int penalty = target.spellValue(SpellState::ShotAtPenalty); penalty != 0)
        lines.append(ShootingStepsText::tr("%1 is on %2: shots at it take −%3 to hit, a 6 still hitting.")
                         .arg(target.spellsGiving(SpellState::ShotAtPenalty), name)
                         .arg(-penalty));
    const Armour own = armourOf(target);
    if (own == target.profile.armour)
        return;
    QStringList spells;
    for (SpellState state : {SpellState::ArmourOneBetter, SpellState::MagicSave}) {
        if (target.underSpell(state))
            spells.append(target.spellsGiving(state));
    }
    spells.removeDuplicates();
    lines.append(ShootingStepsText::tr("%1 is on %2: it saves on %3 instead of its Armour value (%4).")
                     .arg(spells.join(ShootingStepsText::tr(", ", "between spells")), name, own.toString(),
                          target.profile.armour.toString()));
}

// The shooter of a roll as it shot, named as the result has them (a spell shoots by its own name).
const Unit *batchShooterOf(const ShootingResult &result, const ShooterRoll &roll)
{
    return roll.shooter >= 0 && roll.shooter < result.weaponShots.size()
               ? &result.weaponShots.at(roll.shooter).shooterAfter
               : nullptr;
}

QString batchShooterName(const ShootingResult &result, const ShooterRoll &roll)
{
    const Unit *u = batchShooterOf(result, roll);
    return u ? u->displayName() : QString();
}

// The hits struck with no roll to hit, shooter by shooter.
void automaticHitLines(const ShootingResult &result, const ShootingBatch &batch, QStringList &lines)
{
    lines.append(ShootingStepsText::tr("Hits with no roll to hit are struck first, wherever the stands stand."));
    for (const ShooterRoll &roll : batch.rolls)
        lines.append(roll.automaticHits == 1
                         ? ShootingStepsText::tr("%1: 1 hit with no roll to hit.").arg(batchShooterName(result, roll))
                         : ShootingStepsText::tr("%1: %2 hits with no roll to hit.")
                               .arg(batchShooterName(result, roll))
                               .arg(roll.automaticHits));
}

// One shooter's roll to hit in a batch: what changes the score it needs, the dice, and the hits dud
// ammunition takes away.
void shooterRollLines(const ShootAction &action, const ShootingResult &result, const ShootingBatch &batch,
                      const ShooterRoll &roll, QStringList &lines)
{
    const QString name = batchShooterName(result, roll);
    const Unit *shooter = batchShooterOf(result, roll);
    if (shooter && shooter->profile.weapon == Weapon::Cannon && result.timing == ShotTiming::ShootingPhase &&
        !action.shooters.value(roll.shooter).blind && roll.scoreToHit < batch.scoreToHit)
        lines.append(ShootingStepsText::tr("A cannonball smashes through cover: %1 needs %2+ against these stands.")
                         .arg(name)
                         .arg(roll.scoreToHit));
    else if (shooter && shooter->profile.has(Trait::ShootingBonus) && roll.scoreToHit < batch.scoreToHit)
        lines.append(ShootingStepsText::tr("%1 adds %2 to its dice by its special rule: %3+ against these stands.")
                         .arg(name)
                         .arg(shooter->profile.value(Trait::ShootingBonus))
                         .arg(roll.scoreToHit));
    if (shooter && isSecondShot(*shooter, result.timing)) {
        const QString spells = shooter->spellsGiving(SpellState::ShootsTwice);
        if (const int penalty = shooter->spellValue(SpellState::ShootsTwice); penalty != 0)
            lines.append(ShootingStepsText::tr("%1 shoots a second time this turn, as %2 lets it: −%3 to hit, %4+ "
                                               "against these stands.")
                             .arg(name, spells)
                             .arg(-penalty)
                             .arg(roll.scoreToHit));
        else
            lines.append(ShootingStepsText::tr("%1 shoots a second time this turn, as %2 lets it.").arg(name, spells));
    }
    lines.append(toHitLine(name, roll, batch.scoreToHit));
    if (roll.cancelled > 0)
        lines.append(roll.cancelled == 1
                         ? ShootingStepsText::tr("Dud ammunition takes 1 of these hits away.")
                         : ShootingStepsText::tr("Dud ammunition takes %1 of these hits away.").arg(roll.cancelled));
}

void batchLines(const ShootAction &action, const ShootingResult &result, QStringList &lines)
{
    const Unit &target = result.targetBefore;
    const QString targetName = target.displayName();
    if (!result.batches.isEmpty())
        targetSpellLines(target, lines);
    qsizetype rolled = 0;
    for (const ShootingBatch &b : result.batches)
        rolled += b.automatic ? 0 : 1;

    qsizetype rolledSoFar = 0;
    for (qsizetype bi = 0; bi < result.batches.size(); ++bi) {
        const ShootingBatch &batch = result.batches.at(bi);
        const bool last = bi == result.batches.size() - 1;
        const bool destroyedNow = last && result.destroyed();
        if (batch.automatic) {
            automaticHitLines(result, batch, lines);
        } else {
            ++rolledSoFar;
            lines.append(batchHeader(batch));
            // Before better protected stands, no more dice are rolled than the hits that remove the
            // exposed ones (sources/003): the rest are rolled at the next score.
            if (rolledSoFar < rolled)
                lines.append(batch.dice == 1
                                 ? ShootingStepsText::tr("Only 1 die at this score: no more than the hits that would "
                                                         "remove these stands.")
                                 : ShootingStepsText::tr("Only %1 dice at this score: no more than the hits that would "
                                                         "remove these stands.")
                                       .arg(batch.dice));
            for (const ShooterRoll &roll : batch.rolls)
                shooterRollLines(action, result, batch, roll, lines);
        }
        // Saves come after every shooter of the batch has rolled to hit, as at the table.
        for (const ShooterRoll &roll : batch.rolls) {
            const QString line = savesLine(target, batchShooterName(result, roll), roll);
            if (!line.isEmpty())
                lines.append(line);
        }
        if (batch.ignored > 0)
            lines.append(ShootingStepsText::tr("The Banner of Steadfastness of %1 takes 1 hit away, its one this turn.")
                             .arg(targetName));
        lines.append(struckLine(targetName, batch, destroyedNow));
    }
}

void afterLines(const ShootAction &action, const ShootingResult &result, QStringList &lines, bool drivesBack = true)
{
    const Unit &target = result.targetAfter;
    const QString name = target.displayName();
    const int struck = result.struck();
    if (result.destroyed()) {
        lines.append(ShootingStepsText::tr("%1 is destroyed.").arg(name));
        return;
    }
    if (struck == 0)
        return;
    if (action.targetInPath && target.state.engaged) {
        lines.append(
            ShootingStepsText::tr("%1 is engaged: the hits count in its combat instead of driving it back.").arg(name));
        return;
    }
    if (result.timing == ShotTiming::AtChargers) {
        // Every hit counts in the combat, even those whose stands are gone already (sources/001).
        if (struck == 1)
            lines.append(
                ShootingStepsText::tr("The hit counts as struck in the first round of combat; a charger is not driven "
                                      "back."));
        else if (result.standsRemoved() > 0)
            lines.append(
                ShootingStepsText::tr("All %1 hits count as struck in the first round of combat, those that removed "
                                      "stands too; a charger is not driven back.")
                    .arg(struck));
        else
            lines.append(ShootingStepsText::tr(
                             "The %1 hits count as struck in the first round of combat; a charger is not driven "
                             "back.")
                             .arg(struck));
        return;
    }
    if (target.profile.has(Trait::NoDriveBack))
        lines.append(ShootingStepsText::tr("%1 is never driven back by shooting, by its own special rule.").arg(name));
    else if (target.underSpell(SpellState::NoDriveBack))
        lines.append(ShootingStepsText::tr("%1 is not driven back by shooting: %2 is on it.")
                         .arg(name, target.spellsGiving(SpellState::NoDriveBack)));
    else if (drivesBack)
        lines.append(ShootingStepsText::tr(
                         "Hits from shooting on %1 this phase: %2, for its drive back at the end of the phase.")
                         .arg(name)
                         .arg(target.state.hitsTakenThisPhase));
    if (target.state.hitsAccumulated > 0)
        lines.append(ShootingStepsText::tr(
                         "The hits left on %1 that removed no stand are discarded at the end of the Shooting phase.")
                         .arg(name));
}

} // namespace

QStringList shootingWalkthrough(const Battle &before, const ShootAction &action, const ActionOutcome &outcome)
{
    const auto *result = std::get_if<ShootingResult>(&outcome);
    if (!result)
        return {};
    QStringList lines;
    positionLines(before, action, *result, lines);
    for (qsizetype i = 0; i < result->weaponShots.size() && i < action.shooters.size(); ++i)
        weaponLines(before, action, *result, i, lines);
    if (result->batches.isEmpty())
        lines.append(ShootingStepsText::tr("No dice are rolled at %1.").arg(result->targetBefore.displayName()));
    batchLines(action, *result, lines);
    afterLines(action, *result, lines);
    return lines;
}

QStringList shotStepsWalkthrough(const ShootAction &action, const ShootingResult &result, bool drivesBack)
{
    QStringList lines;
    if (result.batches.isEmpty())
        lines.append(ShootingStepsText::tr("No dice are rolled at %1.").arg(result.targetBefore.displayName()));
    batchLines(action, result, lines);
    afterLines(action, result, lines, drivesBack);
    return lines;
}

} // namespace wm
