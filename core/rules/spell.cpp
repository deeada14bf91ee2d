// SPDX-License-Identifier: GPL-3.0-or-later
#include "spell.h"

#include "core/limits.h"
#include "core/rules/signednumber.h"

namespace wm {

namespace {

// The targets measured from the wizard each time, for an aura.
bool everyUnitInRange(SpellTarget target)
{
    return target == SpellTarget::EnemiesInRange || target == SpellTarget::FriendsInRange;
}

// The targets that are units of the armies, which `targetTypes` may narrow.
bool targetsUnits(SpellTarget target)
{
    return target != SpellTarget::Wizard && target != SpellTarget::PlaceInRange && target != SpellTarget::Engagement;
}

} // namespace

SpellStateValues spellStateValues(SpellState state)
{
    switch (state) {
    case SpellState::OrderPenalty:
        return {-Limits::Command, -1, true};
    case SpellState::TreatsEnemiesAsTerrifying:
    case SpellState::ShotAtPenalty:
        return {-Limits::Attacks, -1, true};
    case SpellState::AttackBonusPerStand:
    case SpellState::AttackBonusPerUnit:
    case SpellState::AttackBonusPerUnitAndCharacter:
        return {-Limits::Attacks, Limits::Attacks, true};
    case SpellState::HitsBonusPerStand:
        return {1, Limits::HitsValue, true};
    case SpellState::ArmourOneBetter:
    case SpellState::MagicSave:
        return {2, 6, true};
    case SpellState::ShootsTwice:
        return {-Limits::Attacks, 0, false};
    case SpellState::HalfPace:
    case SpellState::CausesNoTerror:
    case SpellState::CausesTerror:
    case SpellState::CannotCharge:
    case SpellState::NoPursuitOrAdvance:
    case SpellState::NoInitiative:
    case SpellState::CountsDefended:
    case SpellState::ReRollFailedShootingSaves:
    case SpellState::ReRollFailedCombatSaves:
    case SpellState::ReRollSuccessfulSaves:
    case SpellState::ReRollFailedAttacks:
    case SpellState::CannotShoot:
    case SpellState::IgnoresTerror:
    case SpellState::NoDriveBack:
    case SpellState::NeverConfused:
    case SpellState::AtLeastDefended:
    case SpellState::BlundersOnDoubles:
        break;
    }
    return {};
}

QString Spell::summaryText() const
{
    return QCoreApplication::translate("SpellNote", summary.toUtf8().constData());
}

QString Spell::playersApplyText() const
{
    return QCoreApplication::translate("SpellNote", playersApply.toUtf8().constData());
}

bool Spell::affectsFriends() const
{
    switch (target) {
    case SpellTarget::FriendlyUnit:
    case SpellTarget::UnitsUnderLine:
    case SpellTarget::FriendsInRange:
    case SpellTarget::JoinedUnit:
    case SpellTarget::Engagement:
        return true;
    case SpellTarget::EnemyUnit:
    case SpellTarget::EnemiesInRange:
    case SpellTarget::EnemyTouchingJoinedUnit:
    case SpellTarget::Wizard:
    case SpellTarget::PlaceInRange:
        return false;
    }
    return false;
}

bool Spell::affectsEnemies() const
{
    switch (target) {
    case SpellTarget::EnemyUnit:
    case SpellTarget::UnitsUnderLine:
    case SpellTarget::EnemiesInRange:
    case SpellTarget::EnemyTouchingJoinedUnit:
    case SpellTarget::Engagement:
        return true;
    case SpellTarget::FriendlyUnit:
    case SpellTarget::FriendsInRange:
    case SpellTarget::JoinedUnit:
    case SpellTarget::Wizard:
    case SpellTarget::PlaceInRange:
        return false;
    }
    return false;
}

bool Spell::severalTargets() const
{
    return target == SpellTarget::UnitsUnderLine || target == SpellTarget::EnemiesInRange ||
           target == SpellTarget::FriendsInRange || target == SpellTarget::Engagement;
}

bool Spell::needsJoinedUnit() const
{
    return target == SpellTarget::JoinedUnit || target == SpellTarget::EnemyTouchingJoinedUnit;
}

QList<Error> Spell::validate() const
{
    QList<Error> errors;
    const auto fail = [&errors](const QString &field, const QString &message) { errors.append(Error{field, message}); };
    if (name.trimmed().isEmpty())
        fail(QStringLiteral("name"), tr("A spell needs a name."));
    if (name.size() > Limits::NameLength)
        fail(QStringLiteral("name"), tr("A spell's name may have at most %1 characters.").arg(Limits::NameLength));
    if (castRoll < 1 || castRoll > 6)
        fail(QStringLiteral("castRoll"), tr("A spell is cast on a D6 score from 1 to 6, not %1.").arg(castRoll));
    if (rangeCm && (*rangeCm < 1 || *rangeCm > Limits::DistanceCm))
        fail(QStringLiteral("rangeCm"),
             tr("A spell's range is from 1 to %1 cm, not %2.").arg(Limits::DistanceCm).arg(*rangeCm));
    if (attacks && (attacks->attacks < 1 || attacks->attacks > Limits::Attacks))
        fail(QStringLiteral("attacks.attacks"),
             tr("A spell makes from 1 to %1 attacks, not %2.").arg(Limits::Attacks).arg(attacks->attacks));
    if (attacks && attacks->rolledD3 && attacks->attacks != 3)
        fail(QStringLiteral("attacks.attacks"),
             tr("A spell that rolls D3 attacks for each target makes 3 at most, not %1.").arg(attacks->attacks));
    if (!targetTypes.isEmpty() && !targetsUnits(target))
        fail(QStringLiteral("targetTypes"), tr("Only a spell cast at units may name the types of its targets."));
    for (qsizetype i = 0; i < targetTypes.size(); ++i) {
        if (targetTypes.indexOf(targetTypes.at(i)) != i)
            fail(QStringLiteral("targetTypes[%1]").arg(i), tr("A spell's target types name each type once."));
    }
    if (aura && (!everyUnitInRange(target) || states.isEmpty()))
        fail(QStringLiteral("aura"),
             tr("Only a spell on every unit in range that leaves a state on them may be measured each time."));
    if (driveBack && (driveBack->dice < 1 || driveBack->dice > 6 || driveBack->cmPerPip < 1 ||
                      driveBack->cmPerPip > Limits::DistanceCm / 6))
        fail(QStringLiteral("driveBack"),
             tr("A spell's drive back is 1 to 6 dice of 1 to %1 cm a pip.").arg(Limits::DistanceCm / 6));
    for (qsizetype i = 0; i < states.size(); ++i) {
        const SpellStateEffect &s = states.at(i);
        const SpellStateValues values = spellStateValues(s.state);
        const QString field = QStringLiteral("states[%1].value").arg(i);
        if (values.min == 0 && values.max == 0 && s.value != 0)
            fail(field, tr("The state %1 takes no number, not %2.").arg(enumKey(s.state)).arg(s.value));
        else if (s.value < values.min || s.value > values.max || (values.required && s.value == 0))
            fail(field, tr("The state %1 takes a number from %2 to %3%4, not %5.")
                            .arg(enumKey(s.state))
                            .arg(values.min)
                            .arg(values.max)
                            .arg(values.required && values.min < 0 && values.max > 0 ? tr(" other than 0") : QString())
                            .arg(s.value));
        for (qsizetype j = 0; j < i; ++j) {
            if (states.at(j).state == s.state)
                fail(QStringLiteral("states[%1].state").arg(i), tr("A spell leaves each state once."));
        }
    }
    const bool doesSomething = attacks || driveBack || movesAsOrdered || !states.isEmpty() || secondSpell ||
                               regainsStand || rollSlaysStand || !playersApply.isEmpty();
    if (!doesSomething)
        fail(QStringLiteral("playersApply"),
             tr("A spell must do something wmassist applies or say what the players apply."));
    return errors;
}

QString SpellText::target(SpellTarget target)
{
    switch (target) {
    case SpellTarget::EnemyUnit:
        return tr("one enemy unit in range");
    case SpellTarget::FriendlyUnit:
        return tr("one friendly unit in range");
    case SpellTarget::UnitsUnderLine:
        return tr("every unit under a line drawn from the wizard, friends too");
    case SpellTarget::EnemiesInRange:
        return tr("every enemy unit in range");
    case SpellTarget::FriendsInRange:
        return tr("every friendly unit in range");
    case SpellTarget::JoinedUnit:
        return tr("the unit the wizard has joined");
    case SpellTarget::EnemyTouchingJoinedUnit:
        return tr("one enemy unit touching the unit the wizard has joined");
    case SpellTarget::Engagement:
        return tr("a combat in range");
    case SpellTarget::Wizard:
        return tr("the wizard himself");
    case SpellTarget::PlaceInRange:
        return tr("a place on the table in range");
    }
    return {};
}

QString SpellText::engagement(SpellEngagement engagement)
{
    switch (engagement) {
    case SpellEngagement::Any:
        return {};
    case SpellEngagement::Unengaged:
        return tr("not in combat");
    case SpellEngagement::Engaged:
        return tr("in combat");
    }
    return {};
}

QString SpellText::state(SpellState state, int value)
{
    switch (state) {
    case SpellState::HalfPace:
        return tr("half pace in every move, charges too");
    case SpellState::TreatsEnemiesAsTerrifying:
        return tr("fights every enemy as if it caused terror");
    case SpellState::CausesNoTerror:
        return tr("causes no terror");
    case SpellState::CausesTerror:
        return tr("causes terror");
    case SpellState::CannotCharge:
        return tr("may not charge");
    case SpellState::NoPursuitOrAdvance:
        return tr("neither pursues nor advances");
    case SpellState::OrderPenalty:
        return tr("orders to it %1 Command").arg(signedNumber(value));
    case SpellState::NoInitiative:
        return tr("may not use its initiative");
    case SpellState::CountsDefended:
        return tr("counts as defended (defended counts as fortified)");
    case SpellState::ReRollFailedShootingSaves:
        return tr("re-rolls failed armour saves against shooting");
    case SpellState::ReRollFailedCombatSaves:
        return tr("re-rolls failed armour saves in combat");
    case SpellState::ReRollSuccessfulSaves:
        return tr("must re-roll successful armour saves in combat");
    case SpellState::ReRollFailedAttacks:
        return tr("re-rolls attack dice that miss in combat");
    case SpellState::AttackBonusPerStand:
        return tr("%1 attack for each stand in combat, characters too").arg(signedNumber(value));
    case SpellState::AttackBonusPerUnit:
        return tr("%1 attack for the unit in combat").arg(signedNumber(value));
    case SpellState::CannotShoot:
        return tr("may not shoot");
    case SpellState::IgnoresTerror:
        return tr("ignores terror");
    case SpellState::AttackBonusPerUnitAndCharacter:
        return tr("%1 attack for the unit and for each character with it in combat").arg(signedNumber(value));
    case SpellState::HitsBonusPerStand:
        return tr("%1 Hits for each stand in combat").arg(signedNumber(value));
    case SpellState::ArmourOneBetter:
        return tr("armour one better, %1+ at best (none counts 6+)").arg(value);
    case SpellState::MagicSave:
        return tr("may save on %1+ instead of its own armour").arg(value);
    case SpellState::ShotAtPenalty:
        return tr("shots at it %1 to hit (a 6 still hits)").arg(signedNumber(value));
    case SpellState::NoDriveBack:
        return tr("never driven back");
    case SpellState::NeverConfused:
        return tr("never confused");
    case SpellState::AtLeastDefended:
        return tr("counts at least as defended, even in the open");
    case SpellState::ShootsTwice:
        return value == 0 ? tr("may shoot twice")
                          : tr("may shoot twice, the second time %1 to hit").arg(signedNumber(value));
    case SpellState::BlundersOnDoubles:
        return tr("any double on its orders is a blunder");
    }
    return {};
}

QString SpellText::duration(SpellDuration duration)
{
    switch (duration) {
    case SpellDuration::NextCombatPhase:
        return tr("until the end of the next Combat phase");
    case SpellDuration::EndOfOpponentsNextTurn:
        return tr("until the end of the opponent's next turn");
    case SpellDuration::StartOfCastersNextTurn:
        return tr("until the wizard's next turn");
    case SpellDuration::UntilTargetMoves:
        return tr("until the unit moves");
    }
    return {};
}

QString SpellText::targeting(const Spell &spell)
{
    QStringList parts{target(spell.target)};
    if (spell.aura)
        parts.append(tr("each measured again whenever it matters"));
    if (const QString engaged = engagement(spell.engagement); !engaged.isEmpty())
        parts.append(engaged);
    if (spell.needsSight)
        parts.append(tr("seen by the wizard"));
    QString text = parts.join(QStringLiteral(", "));
    if (!spell.targetTypes.isEmpty()) {
        QStringList types;
        for (UnitType type : spell.targetTypes)
            types.append(UnitTypeText::name(type).toLower());
        const QString last = types.takeLast();
        text += types.isEmpty() ? tr("; only %1").arg(last)
                                : tr("; only %1 or %2").arg(types.join(QStringLiteral(", ")), last);
    }
    return text;
}

QStringList SpellText::effects(const Spell &spell)
{
    QStringList parts;
    if (spell.attacks) {
        const SpellAttacks &a = *spell.attacks;
        // Worded so that English needs no plural form: a spell makes one attack or several.
        QString text = a.rolledD3       ? tr("D3 shooting attacks on each unit")
                       : a.attacks == 1 ? tr("one shooting attack")
                                        : tr("%1 shooting attacks").arg(a.attacks);
        if (a.ignoresArmour)
            text += tr(", no armour saves");
        text += a.drivesBack ? tr(", drives back") : tr(", no drive back");
        if (a.carriedIntoCombat && spell.engagement != SpellEngagement::Unengaged)
            text += tr(", hits on a unit in combat count in its first round");
        parts.append(text);
    }
    if (spell.driveBack)
        parts.append(
            tr("drives the target back %1D6 × %2 cm").arg(spell.driveBack->dice).arg(spell.driveBack->cmPerPip));
    if (spell.movesAsOrdered)
        parts.append(tr("the target moves as if ordered"));
    for (const SpellStateEffect &s : spell.states)
        parts.append(tr("%1, %2").arg(state(s.state, s.value), duration(s.lasts)));
    if (spell.regainsStand)
        parts.append(tr("the target gets back one lost stand"));
    if (spell.rollSlaysStand)
        parts.append(tr("a D6 above the target's Hits destroys one of its stands"));
    if (spell.secondSpell)
        parts.append(tr("the wizard may then cast another, different spell"));
    return parts;
}

QString SpellText::rollAndRange(const Spell &spell)
{
    if (spell.rangeCm)
        return tr("%1+, %2 cm").arg(spell.castRoll).arg(*spell.rangeCm);
    return tr("%1+").arg(spell.castRoll);
}

} // namespace wm
