// SPDX-License-Identifier: GPL-3.0-or-later
#include "combatunitbox.h"

#include "core/rules/combat.h"
#include "core/rules/combatround.h"
#include "core/rules/engagements.h"
#include "core/rules/friendlyaura.h"
#include "core/rules/itemeffects.h"
#include "core/rules/signednumber.h"

#include <QCheckBox>
#include <QComboBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QStyle>
#include <QVBoxLayout>

namespace wm {

namespace {

QString signedValue(int value)
{
    return value < 0 ? CombatUnitBox::tr("\u2212%1").arg(-value) : CombatUnitBox::tr("+%1").arg(value);
}

QString diceText(int dice)
{
    return dice == 1 ? CombatUnitBox::tr("1 die") : CombatUnitBox::tr("%1 dice").arg(dice);
}

} // namespace

CombatUnitBox::CombatUnitBox(const Unit &unit, const QList<Unit> &characters, QWidget *parent)
    : QGroupBox(parent)
    , m_unit(unit)
{
    setObjectName(named(QStringLiteral("combatUnit")));
    setCheckable(true);
    setChecked(false);
    setToolTip(tr("Tick the units that take part in this engagement"));

    auto *grid = new QGridLayout(this);
    int row = addStandRows(grid, 0);
    row = addCharacterRows(grid, row, characters);
    addResultRows(grid, row);
    grid->setColumnStretch(1, 1);
    grid->setColumnStretch(3, 1);

    m_fighting->setRange(0, m_unit.state.standsLeft);
    m_fighting->setValue(m_unit.state.standsLeft);
    updateRanges();
    updateTitle();
    updateToggleValues();
    m_retreatedCm->setEnabled(false);

    connectChanges();
}

int CombatUnitBox::addStandRows(QGridLayout *grid, int row)
{
    m_charged = new QLabel(this);
    m_charged->setObjectName(named(QStringLiteral("unitState")));
    m_charged->setWordWrap(true);
    grid->addWidget(m_charged, row++, 0, 1, 4);

    auto *fightingLabel = new QLabel(tr("Stands &fighting:"), this);
    m_fighting = new QSpinBox(this);
    m_fighting->setObjectName(named(QStringLiteral("fightingStands")));
    m_fighting->setToolTip(tr("Its stands touching an enemy"));
    fightingLabel->setBuddy(m_fighting);
    auto *supportingLabel = new QLabel(tr("S&upporting:"), this);
    m_supporting = new QSpinBox(this);
    m_supporting->setObjectName(named(QStringLiteral("supportingStands")));
    m_supporting->setToolTip(
        tr("Its stands supporting, not touching an enemy: %1 each to the result").arg(signedNumber(SupportPerStand)));
    supportingLabel->setBuddy(m_supporting);
    grid->addWidget(fightingLabel, row, 0);
    grid->addWidget(m_fighting, row, 1);
    grid->addWidget(supportingLabel, row, 2);
    grid->addWidget(m_supporting, row++, 3);

    m_targetLabel = new QLabel(tr("Fi&ghts:"), this);
    m_target = new QComboBox(this);
    m_target->setObjectName(named(QStringLiteral("target")));
    m_targetLabel->setBuddy(m_target);
    grid->addWidget(m_targetLabel, row, 0);
    grid->addWidget(m_target, row++, 1, 1, 3);

    auto *positionLabel = new QLabel(tr("&Enemy stands:"), this);
    m_position = new QComboBox(this);
    m_position->setObjectName(named(QStringLiteral("enemyPosition")));
    m_position->setToolTip(tr("Where the enemy stands it fights stand"));
    positionLabel->setBuddy(m_position);
    grid->addWidget(positionLabel, row, 0);
    grid->addWidget(m_position, row++, 1, 1, 3);

    m_sideOrRear = new QCheckBox(this);
    m_sideOrRear->setObjectName(named(QStringLiteral("sideOrRear")));
    m_sideOrRear->setToolTip(tr("An enemy front edge or front corner touches the side or rear of its stands"));
    grid->addWidget(m_sideOrRear, row++, 0, 1, 4);

    m_pursuing = new QCheckBox(this);
    m_pursuing->setObjectName(named(QStringLiteral("pursuing")));
    m_pursuing->setToolTip(tr("It fights an enemy that retreated from this engagement"));
    m_retreatedCm = new QSpinBox(this);
    m_retreatedCm->setObjectName(named(QStringLiteral("enemyRetreatedCm")));
    m_retreatedCm->setRange(0, 99);
    m_retreatedCm->setSuffix(tr(" cm"));
    m_retreatedCm->setPrefix(tr("enemy retreated "));
    m_retreatedCm->setToolTip(tr("How far the enemy it pursues retreated"));
    grid->addWidget(m_pursuing, row, 0, 1, 2);
    grid->addWidget(m_retreatedCm, row++, 2, 1, 2);
    return row;
}

int CombatUnitBox::addCharacterRows(QGridLayout *grid, int row, const QList<Unit> &characters)
{
    auto *characterLabel = new QLabel(tr("&Character:"), this);
    m_character = new QComboBox(this);
    m_character->setObjectName(named(QStringLiteral("character")));
    m_character->setToolTip(tr("A character who joined it adds his attack bonus to one of its fighting stands"));
    m_character->addItem(tr("None"), QVariant());
    for (const Unit &c : characters)
        m_character->addItem(c.displayName(), c.id);
    // A character who has joined this unit fights with it.
    for (const Unit &c : characters) {
        if (c.state.joinedUnit == m_unit.id && !c.state.isDestroyed()) {
            m_character->setCurrentIndex(m_character->findData(c.id));
            break;
        }
    }
    characterLabel->setBuddy(m_character);
    grid->addWidget(characterLabel, row, 0);
    grid->addWidget(m_character, row++, 1, 1, 3);

    // Ticked after the dice, it asks only for the re-roll: the dice already rolled are kept.
    m_fortune = new QCheckBox(tr("Banner of Fortune: roll all its attacks again"), this);
    m_fortune->setObjectName(named(QStringLiteral("fortune")));
    m_fortune->setToolTip(tr("Once a battle: all of the unit's attack dice this round are rolled again and the "
                             "new ones count"));
    grid->addWidget(m_fortune, row++, 0, 1, 4);
    updateFortune();
    // A stand its list attached (Skirmishers) fights with its own attacks when it is among those fighting.
    if (const std::optional<AttachedStand> &stand = m_unit.profile.attached) {
        m_attached = new QCheckBox(
            tr("%1 among the stands fighting (%n attacks)", nullptr, stand->combatAttacks).arg(stand->name), this);
        m_attached->setObjectName(named(QStringLiteral("attached")));
        m_attached->setToolTip(
            tr("One of the stands fighting is the %1 stand, with its own attacks.").arg(stand->name));
        m_attached->setChecked(m_unit.hasAttachedStand());
        m_attached->setVisible(m_unit.hasAttachedStand());
        grid->addWidget(m_attached, row++, 0, 1, 4);
    }
    for (const Unit &c : characters) {
        if (!hasFriendlyAura(c, SpellState::IgnoresTerror))
            continue;
        auto *aura = new QCheckBox(tr("Within the aura of %1: ignores terror").arg(c.displayName()), this);
        aura->setObjectName(QStringLiteral("aura_%1_%2").arg(m_unit.id).arg(c.id));
        aura->setToolTip(tr("A spell about the wizard makes friendly units within its range ignore terror; "
                            "measure from him to the unit"));
        grid->addWidget(aura, row++, 0, 1, 4);
        m_auras.append({c.id, aura});
    }
    return row;
}

void CombatUnitBox::addResultRows(QGridLayout *grid, int row)
{
    m_ruleBox = new QWidget(this);
    m_ruleBox->setObjectName(named(QStringLiteral("rules")));
    auto *ruleLayout = new QVBoxLayout(m_ruleBox);
    ruleLayout->setContentsMargins(0, 0, 0, 0);
    m_ruleBox->setVisible(false);
    grid->addWidget(m_ruleBox, row++, 0, 1, 4);

    m_dice = new QLabel(this);
    m_dice->setObjectName(named(QStringLiteral("dice")));
    m_dice->setWordWrap(true);
    QFont strong = m_dice->font();
    strong.setBold(true);
    strong.setPointSizeF(strong.pointSizeF() * 1.15);
    m_dice->setFont(strong);
    grid->addWidget(m_dice, row++, 0, 1, 4);

    m_modifiers = new QLabel(this);
    m_modifiers->setObjectName(named(QStringLiteral("modifiers")));
    m_modifiers->setWordWrap(true);
    grid->addWidget(m_modifiers, row++, 0, 1, 4);
}

void CombatUnitBox::connectChanges()
{
    auto changedBy = [this] {
        updateRanges();
        updateToggleValues();
        m_retreatedCm->setEnabled(m_pursuing->isChecked());
        Q_EMIT changed();
    };
    connect(this, &QGroupBox::toggled, this, changedBy);
    connect(m_fighting, &QSpinBox::valueChanged, this, changedBy);
    connect(m_supporting, &QSpinBox::valueChanged, this, changedBy);
    connect(m_target, &QComboBox::currentIndexChanged, this, [this, changedBy] {
        updatePositions();
        changedBy();
    });
    connect(m_position, &QComboBox::currentIndexChanged, this, changedBy);
    connect(m_sideOrRear, &QCheckBox::toggled, this, changedBy);
    connect(m_pursuing, &QCheckBox::toggled, this, changedBy);
    connect(m_retreatedCm, &QSpinBox::valueChanged, this, changedBy);
    connect(m_character, &QComboBox::currentIndexChanged, this, changedBy);
    connect(m_fortune, &QCheckBox::toggled, this, changedBy);
    if (m_attached)
        connect(m_attached, &QCheckBox::toggled, this, changedBy);
    for (const auto &[wizard, check] : std::as_const(m_auras))
        connect(check, &QCheckBox::toggled, this, changedBy);
}

void CombatUnitBox::updateFortune()
{
    const bool works = itemWorks(m_unit, MagicItem::BannerOfFortune);
    m_fortune->setVisible(works);
    if (!works) {
        const QSignalBlocker block(m_fortune);
        m_fortune->setChecked(false);
    }
    // The attached stand likewise, once it is lost.
    if (m_attached && !m_unit.hasAttachedStand()) {
        const QSignalBlocker block(m_attached);
        m_attached->setChecked(false);
        m_attached->hide();
    }
}

QString CombatUnitBox::named(const QString &what) const
{
    return QStringLiteral("%1_%2").arg(what).arg(m_unit.id);
}

void CombatUnitBox::setUnit(const Unit &unit)
{
    m_unit = unit;
    const QSignalBlocker blockFighting(m_fighting);
    m_fighting->setMaximum(m_unit.state.standsLeft);
    updateRanges();
    updateTitle();
    updateToggleValues();
    updateFortune();
}

void CombatUnitBox::updateTitle()
{
    setTitle(m_unit.displayName());
    QStringList state;
    const int stands = m_unit.state.standsLeft;
    state.append(stands == 1 ? tr("1 stand left") : tr("%1 stands left").arg(stands));
    const int hits = m_unit.state.hitsAccumulated;
    if (hits > 0)
        state.append(hits == 1 ? tr("1 hit on it") : tr("%1 hits on it").arg(hits));
    if (m_unit.state.hitsCarriedIntoCombat > 0)
        state.append(
            m_unit.state.hitsCarriedIntoCombat == 1
                ? tr("1 hit from shooting counts in its first round")
                : tr("%1 hits from shooting count in its first round").arg(m_unit.state.hitsCarriedIntoCombat));
    if (m_unit.state.chargedThisTurn)
        state.append(tr("charged this turn"));
    if (m_unit.state.isConfused())
        state.append(tr("confused"));
    if (!m_unit.state.engaged)
        state.append(tr("not marked as engaged"));
    m_charged->setText(state.join(tr(", ")));
}

void CombatUnitBox::updateRanges()
{
    const QSignalBlocker block(m_supporting);
    m_supporting->setRange(0, std::max(0, m_unit.state.standsLeft - m_fighting->value()));
}

void CombatUnitBox::setEnemies(const QList<Unit> &enemies)
{
    const QVariant current = m_target->currentData();
    const auto ids = [](const QList<Unit> &units) {
        QList<UnitId> found;
        for (const Unit &u : units)
            found.append(u.id);
        return found;
    };
    // Other enemies (another engagement, a unit ticked): it fights first the enemy it touches.
    const bool sameEnemies = ids(enemies) == ids(m_enemies);
    m_enemies = enemies;
    {
        const QSignalBlocker block(m_target);
        m_target->clear();
        for (const Unit &e : enemies)
            m_target->addItem(e.displayName(), e.id);
        int again = sameEnemies ? m_target->findData(current) : -1;
        for (qsizetype i = 0; again < 0 && i < enemies.size(); ++i) {
            if (inContact(m_unit, enemies.at(i)))
                again = int(i);
        }
        if (again < 0)
            again = m_target->findData(current);
        m_target->setCurrentIndex(again >= 0 ? again : 0);
    }
    // A unit facing a single enemy unit fights it: there is nothing to choose.
    m_target->setVisible(enemies.size() > 1);
    m_targetLabel->setVisible(enemies.size() > 1);
    updatePositions();
}

void CombatUnitBox::updatePositions()
{
    const Unit *target = m_target->currentIndex() >= 0 ? &m_enemies.at(m_target->currentIndex()) : nullptr;
    const QVariant current = m_position->currentData();
    const QSignalBlocker block(m_position);
    m_position->clear();
    for (Protection p : AllProtections) {
        // Only the positions its stands hold: the rules refuse the others.
        if (target && !target->state.positions.any(p))
            continue;
        m_position->addItem(tr("%1 (hits on %2+)").arg(ProtectionText::name(p)).arg(scoreToHit(p)), int(p));
    }
    const int again = m_position->findData(current);
    m_position->setCurrentIndex(again >= 0 ? again : 0);
}

int CombatUnitBox::modifierValue(AttackModifierKind kind, const StandSituation &situation) const
{
    int value = 0;
    for (const AttackModifier &m : attackModifiers(m_unit, situation)) {
        if (m.kind == kind)
            value += m.value;
    }
    return value;
}

void CombatUnitBox::updateToggleValues()
{
    // Each toggle shows what it is worth to this unit, as core counts it.
    StandSituation side;
    side.attackedInSideOrRear = true;
    m_sideOrRear->setText(
        tr("Enemy at its side or rear (%1)").arg(signedValue(modifierValue(AttackModifierKind::SideOrRear, side))));
    StandSituation pursuit;
    pursuit.pursuing = true;
    pursuit.enemyRetreatedCm = m_retreatedCm->value();
    const int pursuitValue = modifierValue(AttackModifierKind::Pursuit, pursuit) +
                             modifierValue(AttackModifierKind::PursuitDistance, pursuit);
    m_pursuing->setText(tr("Pursuing (%1)").arg(signedValue(pursuitValue)));
}

CombatUnitInput CombatUnitBox::input() const
{
    CombatUnitInput in;
    in.unit = m_unit.id;
    FightingStand stand;
    stand.target = std::max(0, m_target->currentIndex());
    stand.situation.enemyPosition = Protection(m_position->currentData().toInt());
    stand.situation.attackedInSideOrRear = m_sideOrRear->isChecked();
    stand.situation.pursuing = m_pursuing->isChecked();
    stand.situation.enemyRetreatedCm = m_pursuing->isChecked() ? m_retreatedCm->value() : 0;
    for (int s = 0; s < m_fighting->value(); ++s)
        in.stands.append(stand);
    if (m_attached && m_attached->isChecked() && m_unit.hasAttachedStand() && !in.stands.isEmpty())
        in.stands.last().situation.attachedStand = true;
    in.supportingStands = m_supporting->value();
    if (m_character->currentData().isValid()) {
        in.character = m_character->currentData().toInt();
        in.characterStand = 0;
    }
    in.bannerOfFortune = itemWorks(m_unit, MagicItem::BannerOfFortune) && m_fortune->isChecked();
    for (const auto &[wizard, check] : m_auras) {
        if (check->isChecked())
            in.inAuraOf.append(wizard);
    }
    for (const auto &[rule, check] : m_rules) {
        if (check->isChecked())
            in.rules.append(rule);
    }
    return in;
}

void CombatUnitBox::setQuestions(const QList<RuleQuestion> &questions)
{
    if (questions == m_questions)
        return;
    QStringList checked;
    for (const auto &[rule, check] : std::as_const(m_rules)) {
        if (check->isChecked())
            checked.append(rule);
    }
    m_rules.clear();
    while (QLayoutItem *item = m_ruleBox->layout()->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    m_questions = questions;
    for (const RuleQuestion &q : questions) {
        // The box is named after the rule; its question, in the rule's words, wraps beneath it.
        auto *check = new QCheckBox(q.rule, m_ruleBox);
        check->setObjectName(QStringLiteral("rule_%1_%2").arg(m_unit.id).arg(q.rule));
        check->setToolTip(tr("A special rule of its army: tick it when the players say so"));
        check->setChecked(checked.contains(q.rule));
        auto *words = new QLabel(q.text, m_ruleBox);
        words->setWordWrap(true);
        words->setIndent(style()->pixelMetric(QStyle::PM_IndicatorWidth) +
                         style()->pixelMetric(QStyle::PM_CheckBoxLabelSpacing));
        m_ruleBox->layout()->addWidget(check);
        m_ruleBox->layout()->addWidget(words);
        connect(check, &QCheckBox::toggled, this, &CombatUnitBox::changed);
        m_rules.append({q.rule, check});
    }
    m_ruleBox->setVisible(!m_rules.isEmpty());
}

void CombatUnitBox::load(const CombatUnitInput &in)
{
    {
        const QSignalBlocker b1(m_fighting);
        const QSignalBlocker b2(m_supporting);
        const QSignalBlocker b3(m_target);
        const QSignalBlocker b4(m_sideOrRear);
        const QSignalBlocker b5(m_pursuing);
        const QSignalBlocker b6(m_retreatedCm);
        const QSignalBlocker b7(m_character);
        m_fighting->setValue(int(in.stands.size()));
        updateRanges();
        m_supporting->setValue(in.supportingStands);
        const FightingStand first = in.stands.value(0);
        m_target->setCurrentIndex(std::clamp(first.target, 0, std::max(0, int(m_target->count()) - 1)));
        updatePositions();
        const QSignalBlocker b8(m_position);
        m_position->setCurrentIndex(std::max(0, m_position->findData(int(first.situation.enemyPosition))));
        m_sideOrRear->setChecked(first.situation.attackedInSideOrRear);
        m_pursuing->setChecked(first.situation.pursuing);
        m_retreatedCm->setValue(first.situation.enemyRetreatedCm);
        m_retreatedCm->setEnabled(first.situation.pursuing);
        const int character = in.character ? m_character->findData(*in.character) : 0;
        m_character->setCurrentIndex(std::max(0, character));
        const QSignalBlocker b9(m_fortune);
        m_fortune->setChecked(in.bannerOfFortune);
        if (m_attached) {
            const QSignalBlocker b10(m_attached);
            m_attached->setChecked(std::any_of(in.stands.cbegin(), in.stands.cend(),
                                               [](const FightingStand &f) { return f.situation.attachedStand; }));
        }
        for (const auto &[wizard, check] : std::as_const(m_auras)) {
            const QSignalBlocker quiet(check);
            check->setChecked(in.inAuraOf.contains(wizard));
        }
        for (const auto &[rule, check] : std::as_const(m_rules)) {
            const QSignalBlocker quiet(check);
            check->setChecked(in.rules.contains(rule));
        }
    }
    updateFortune();
    updateToggleValues();
}

void CombatUnitBox::showPlan(const CombatUnitPlan *plan)
{
    if (!plan || !takesPart()) {
        m_dice->clear();
        m_modifiers->clear();
        return;
    }
    if (plan->attacks.isEmpty()) {
        m_dice->setText(m_fighting->value() == 0 ? tr("Supports only: no dice") : tr("No dice"));
    } else {
        QStringList rolls;
        for (const PlannedAttack &a : plan->attacks) {
            const QString target = m_enemies.value(a.target).displayName();
            rolls.append(m_enemies.size() > 1
                             ? tr("%1 at %2, hitting on %3+").arg(diceText(a.dice), target).arg(a.scoreToHit)
                             : tr("%1, hitting on %2+").arg(diceText(a.dice)).arg(a.scoreToHit));
        }
        m_dice->setText(rolls.join(QLatin1Char('\n')));
    }
    // The modifiers core applies to its stands, once each: the charge bonus and a terrifying
    // enemy come from the game, the rest from the toggles above.
    QStringList modifiers;
    for (const CombatStandDice &stand : plan->stands) {
        for (const AttackModifier &m : stand.modifiers) {
            const QString text = tr("%1 %2").arg(m.name(), signedValue(m.value));
            if (!modifiers.contains(text))
                modifiers.append(text);
        }
        if (stand.characterBonus != 0) {
            const QString text = tr("%1 %2").arg(m_character->currentText(), signedValue(stand.characterBonus));
            if (!modifiers.contains(text))
                modifiers.append(text);
        }
    }
    if (plan->lastDitch)
        modifiers.append(tr("No dice left after its penalties: it rolls 1 last die"));
    const int attacks = m_unit.profile.combatAttacks;
    const QString base = attacks == 1 ? tr("1 attack a stand") : tr("%1 attacks a stand").arg(attacks);
    m_modifiers->setText(modifiers.isEmpty() ? base : tr("%1; %2").arg(base, modifiers.join(tr("; "))));
}

} // namespace wm
