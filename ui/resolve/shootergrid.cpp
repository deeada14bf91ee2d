// SPDX-License-Identifier: GPL-3.0-or-later
#include "shootergrid.h"

#include "core/game/actionrules.h"
#include "core/game/preview/shootingpreview.h"
#include "core/rules/itemeffects.h"
#include "core/rules/shooting.h"
#include "core/rules/weapon.h"

#include <QCheckBox>
#include <QComboBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>

#include <utility>

namespace wm {

namespace {

QString shooterObjectName(const QString &prefix, UnitId id)
{
    return prefix + QString::number(id);
}

} // namespace

ShooterGrid::ShooterGrid(std::function<void()> changed, std::function<void()> picked, QWidget *parent)
    : QGroupBox(tr("Shooters"), parent)
    , m_changed(std::move(changed))
    , m_picked(std::move(picked))
{
    auto *layout = new QVBoxLayout(this);
    m_grid = new QGridLayout;
    m_grid->setColumnStretch(3, 1);
    m_grid->setHorizontalSpacing(12);
    layout->addLayout(m_grid);
    m_noShooters = new QLabel(tr("No unit of this side has shooting attacks."), this);
    m_noShooters->setObjectName(QStringLiteral("noShootersNote"));
    m_noShooters->setWordWrap(true);
    layout->addWidget(m_noShooters);
    layout->addStretch();
}

void ShooterGrid::clear()
{
    m_rows.clear();
    // Deleted at once, not later: the new rows take the same object names. No row widget is ever
    // the sender of the signal that refills the grid.
    while (QLayoutItem *item = m_grid->takeAt(0)) {
        delete item->widget();
        delete item;
    }
}

void ShooterGrid::addHeader(const QString &text, int column)
{
    auto *label = new QLabel(text, this);
    QFont bold = label->font();
    bold.setBold(true);
    label->setFont(bold);
    m_grid->addWidget(label, 0, column);
}

void ShooterGrid::fill(const Battle &battle, Side side, bool atChargers, bool inPath, const QList<UnitId> &checked)
{
    // Each row's widgets are set up before they are connected: filling them resolves nothing.
    clear();
    m_wanted = QSet<UnitId>(checked.cbegin(), checked.cend());
    addHeader(tr("Unit"), 0);
    addHeader(tr("Stands shooting"), 1);
    addHeader(tr("Weapon"), 2);

    int gridRow = 1;
    for (UnitId id : possibleShooters(battle, side)) {
        const Unit &u = *battle.unit(id);
        m_rows.append(addRow(battle, u, gridRow, atChargers, inPath, checked.contains(u.id)));
        gridRow += 2;
    }
    m_noShooters->setVisible(m_rows.isEmpty());
}

ShooterGrid::ShooterRow ShooterGrid::addRow(const Battle &battle, const Unit &u, int gridRow, bool atChargers,
                                            bool inPath, bool checked)
{
    ShooterRow row;
    row.unit = u.id;
    row.pick = new QCheckBox(u.displayName(), this);
    row.pick->setObjectName(shooterObjectName(QStringLiteral("shooterCheck_"), u.id));
    row.pick->setChecked(checked);
    m_grid->addWidget(row.pick, gridRow, 0);

    row.stands = new QSpinBox(this);
    row.stands->setObjectName(shooterObjectName(QStringLiteral("standsSpin_"), u.id));
    row.stands->setRange(1, std::max(1, u.state.standsLeft));
    row.stands->setValue(u.state.standsLeft);
    row.stands->setToolTip(tr("Stands in range that can see the target; at chargers, those not already "
                              "touching an enemy"));
    m_grid->addWidget(row.stands, gridRow, 1);

    row.weapon = weaponBox(row, battle, u, atChargers, inPath);
    m_grid->addWidget(row.weapon, gridRow, 2);

    // Why it cannot shoot goes under the unit, across the row, where a long reason has room.
    row.reason = new QLabel(this);
    row.reason->setObjectName(shooterObjectName(QStringLiteral("shooterReason_"), u.id));
    row.reason->setWordWrap(true);
    row.reason->setContentsMargins(24, 0, 0, 4);
    QFont italic = row.reason->font();
    italic.setItalic(true);
    row.reason->setFont(italic);
    row.reason->hide();
    m_grid->addWidget(row.reason, gridRow + 1, 0, 1, 4);

    connect(row.pick, &QCheckBox::toggled, this, [this, unit = u.id](bool on) {
        if (on)
            m_wanted.insert(unit);
        else
            m_wanted.remove(unit);
        m_picked();
    });
    connect(row.stands, &QSpinBox::valueChanged, this, [this] { m_changed(); });
    return row;
}

QWidget *ShooterGrid::weaponBox(ShooterRow &row, const Battle &battle, const Unit &u, bool atChargers, bool inPath)
{
    auto *weapon = new QWidget(this);
    auto *weaponLayout = new QHBoxLayout(weapon);
    weaponLayout->setContentsMargins(0, 0, 0, 0);
    addWeaponInputs(row, weaponLayout, u, WeaponRules::weaponInputs(u, battle.ruleset(), atChargers, inPath));
    if (weaponLayout->isEmpty())
        weaponLayout->addWidget(new QLabel(WeaponText::name(u.profile.weapon), weapon));
    addUnitOptions(row, weaponLayout, u, atChargers);
    weaponLayout->addStretch();
    return weapon;
}

void ShooterGrid::addWeaponInputs(ShooterRow &row, QHBoxLayout *layout, const Unit &u, const WeaponInputs &inputs)
{
    QWidget *weapon = layout->parentWidget();
    if (WeaponRules::passesThrough(u.profile.weapon)) {
        row.crossedLabel = new QLabel(weapon);
        row.crossed = new QSpinBox(weapon);
        row.crossed->setObjectName(shooterObjectName(QStringLiteral("crossedSpin_"), u.id));
        row.crossedLabel->setBuddy(row.crossed);
        layout->addWidget(row.crossedLabel);
        layout->addWidget(row.crossed);
        connect(row.crossed, &QSpinBox::valueChanged, this, [this] { m_changed(); });
    }
    if (inputs.hasRangeBands) {
        row.range = new QComboBox(weapon);
        row.range->setObjectName(shooterObjectName(QStringLiteral("rangeCombo_"), u.id));
        for (RangeBand band : {RangeBand::Short, RangeBand::Medium, RangeBand::Long})
            row.range->addItem(
                tr("%1: %2 attacks").arg(WeaponText::rangeBandName(band)).arg(WeaponRules::helblasterAttacks(band)),
                int(band));
        layout->addWidget(row.range);
        connect(row.range, &QComboBox::currentIndexChanged, this, [this] { m_changed(); });
    }
    if (inputs.canShootBlind) {
        row.blind = new QCheckBox(tr("Blind (cannot see it)"), weapon);
        row.blind->setObjectName(shooterObjectName(QStringLiteral("blindCheck_"), u.id));
        row.blind->setToolTip(tr("No enemy in sight: it shoots at the nearest one in range, hitting only on a %1")
                                  .arg(WeaponRules::BlindShotScore));
        layout->addWidget(row.blind);
        connect(row.blind, &QCheckBox::toggled, this, [this] { m_changed(); });
    }
}

void ShooterGrid::addUnitOptions(ShooterRow &row, QHBoxLayout *layout, const Unit &u, bool atChargers)
{
    QWidget *weapon = layout->parentWidget();
    // A stand its list attached that shoots with its own attacks (Salamanders): one of the stands above.
    if (u.hasAttachedStand() && u.profile.attached->shootingAttacks) {
        const AttachedStand &stand = *u.profile.attached;
        row.attached =
            new QCheckBox(tr("%1 shoot too (%n attacks)", nullptr, stand.shotsAt(atChargers)).arg(stand.name), weapon);
        row.attached->setObjectName(shooterObjectName(QStringLiteral("attachedCheck_"), u.id));
        row.attached->setToolTip(
            tr("One of the stands shooting is the %1 stand, with its own attacks.").arg(stand.name));
        row.attached->setChecked(true);
        layout->addWidget(row.attached);
        connect(row.attached, &QCheckBox::toggled, this, [this] { m_changed(); });
    }
    // Offered while the banner is not used up: ticked after the dice, it asks only for the re-roll.
    if (itemWorks(u, MagicItem::BannerOfFortune)) {
        row.fortune = new QCheckBox(tr("Banner of Fortune: roll to hit again"), weapon);
        row.fortune->setObjectName(shooterObjectName(QStringLiteral("fortuneCheck_"), u.id));
        row.fortune->setToolTip(tr("Once a battle: all of the unit's dice to hit are rolled again and the new "
                                   "ones count"));
        layout->addWidget(row.fortune);
        connect(row.fortune, &QCheckBox::toggled, this, [this] { m_changed(); });
    }
    // A shooter with its own bonus to hit says so where its row is: the target's scores above
    // are for ordinary shots.
    if (u.profile.has(Trait::ShootingBonus)) {
        auto *keen = new QLabel(tr("%1: hits on %2+ in the open")
                                    .arg(TraitText::label(Trait::ShootingBonus, u.profile.value(Trait::ShootingBonus)))
                                    .arg(WeaponRules::scoreToHit(u.profile, Protection::Open, false, false)),
                                weapon);
        keen->setObjectName(shooterObjectName(QStringLiteral("shootingBonus_"), u.id));
        keen->setToolTip(TraitText::description(Trait::ShootingBonus, u.profile.value(Trait::ShootingBonus)));
        layout->addWidget(keen);
    }
}

void ShooterGrid::update(const Battle &battle, std::optional<UnitId> target, ShotTiming timing, bool inPath)
{
    // What follows from the target and the mode is set here, not chosen: it resolves nothing.
    const Unit *aimedAt = target ? battle.unit(*target) : nullptr;
    const bool chargers = timing == ShotTiming::AtChargers;
    const int targetStands = aimedAt ? aimedAt->state.standsLeft : 1;

    for (const ShooterRow &row : std::as_const(m_rows)) {
        const Unit *u = battle.unit(row.unit);
        if (!u)
            continue;
        const QSignalBlocker quietPick(row.pick);
        const QSignalBlocker quietStands(row.stands);
        const QSignalBlocker quietCrossed(row.crossed);
        const QSignalBlocker quietRange(row.range);
        const QSignalBlocker quietBlind(row.blind);
        // Core says whether the unit may shoot now; a unit that may not stays listed, with the reason.
        const std::optional<QString> why =
            target ? whyCannotShoot(battle, row.unit, *target, timing, inPath) : std::nullopt;
        row.reason->setText(why.value_or(QString()));
        row.reason->setVisible(why.has_value());
        row.pick->setEnabled(!why);
        row.pick->setChecked(!why && m_wanted.contains(row.unit));
        row.stands->setMaximum(std::max(1, u->state.standsLeft));
        // What a unit not shooting would do is not asked.
        const bool shooting = row.pick->isEnabled() && row.pick->isChecked();
        row.stands->setEnabled(shooting);
        row.weapon->setEnabled(shooting);
        updateRow(row, *u, battle, inPath, chargers, targetStands);
    }
}

void ShooterGrid::updateRow(const ShooterRow &row, const Unit &u, const Battle &battle, bool inPath, bool chargers,
                            int targetStands)
{
    const Weapon kind = u.profile.weapon;
    if (row.crossed) {
        if (inPath) {
            // Stands of the unit in the path that the shot crossed.
            row.crossedLabel->setText(tr("Stands crossed:"));
            row.crossed->setRange(1, std::max(1, targetStands));
            row.crossed->setToolTip(tr("How many stands of this unit each shot went through"));
        } else {
            const int most = WeaponRules::maxMoreStandsCrossed(kind, targetStands, chargers);
            row.crossedLabel->setText(kind == Weapon::Cannon ? tr("Bounced through:") : tr("Skewered:"));
            row.crossed->setRange(0, most);
            row.crossed->setToolTip(kind == Weapon::Cannon
                                        ? tr("Further stands of the target the cannonball bounced through, "
                                             "beyond the first: one more attack each")
                                        : tr("A second stand of the target the bolt went on through: one more "
                                             "attack"));
        }
        // The label says it too: "Bounced through" alone is a word of the rules, not of the screen.
        row.crossedLabel->setToolTip(row.crossed->toolTip());
        row.crossed->setEnabled(row.crossed->maximum() > row.crossed->minimum());
    }
    // Core says when the range band and a blind shot are said: at a charger the crew fire at the
    // shortest range.
    const WeaponInputs inputs = WeaponRules::weaponInputs(u, battle.ruleset(), chargers, inPath);
    if (row.range) {
        row.range->setEnabled(inputs.rangeBand);
        row.range->setToolTip(chargers ? tr("At a charger it always fires at the shortest range") : QString());
    }
    if (row.blind) {
        row.blind->setEnabled(inputs.blind);
        if (!inputs.blind)
            row.blind->setChecked(false);
    }
}

QList<UnitId> ShooterGrid::ticked() const
{
    QList<UnitId> units;
    for (const ShooterRow &row : m_rows) {
        if (row.pick->isChecked())
            units.append(row.unit);
    }
    return units;
}

QList<ShooterInput> ShooterGrid::shooters(const Battle &battle, bool atChargers, bool inPath) const
{
    QList<ShooterInput> shooters;
    for (const ShooterRow &row : m_rows) {
        if (!row.pick->isEnabled() || !row.pick->isChecked())
            continue;
        ShooterInput input;
        input.unit = row.unit;
        input.stands = row.stands->value();
        if (row.crossed)
            input.standsCrossed = row.crossed->value();
        // A Helblaster's range and a blind shot are said only where core says they apply.
        const Unit *u = battle.unit(row.unit);
        const WeaponInputs inputs =
            u ? WeaponRules::weaponInputs(*u, battle.ruleset(), atChargers, inPath) : WeaponInputs{};
        if (row.range && inputs.rangeBand)
            input.range = RangeBand(row.range->currentData().toInt());
        if (row.blind && inputs.blind)
            input.blind = row.blind->isChecked();
        input.bannerOfFortune = row.fortune && row.fortune->isChecked();
        input.attachedShoots = row.attached && row.attached->isChecked() && u && u->hasAttachedStand();
        shooters.append(input);
    }
    return shooters;
}

} // namespace wm
