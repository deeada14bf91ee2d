// SPDX-License-Identifier: GPL-3.0-or-later
#include "shootingdialog.h"

#include "core/game/actionrules.h"
#include "core/game/preview/shootingpreview.h"
#include "core/odds/oddstext.h"
#include "core/rules/friendlyaura.h"
#include "core/rules/shooting.h"
#include "core/rules/weapon.h"
#include "ui/odds/oddsview.h"
#include "ui/resolve/shootergrid.h"

#include <QAbstractScrollArea>
#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>

namespace wm {

namespace {

// The position combo's entries: all the stands at one level, or a split given stand by stand.
enum PositionChoice
{
    AllOpen,
    AllDefended,
    AllFortified,
    Mixed,
};

StandPositions allAt(Protection protection, int stands)
{
    switch (protection) {
    case Protection::Open:
        return {stands, 0, 0};
    case Protection::Defended:
        return {0, stands, 0};
    case Protection::Fortified:
        return {0, 0, stands};
    }
    return {stands, 0, 0};
}

QString idName(const QString &prefix, UnitId id)
{
    return prefix + QString::number(id);
}

} // namespace

ShootingDialog::ShootingDialog(GameController &game, DiceSource &appDice, DiceMode mode, std::optional<UnitId> unit,
                               QWidget *parent)
    : ResolverDialog(game, appDice, mode, parent)
{
    setWindowTitle(tr("Shooting"));

    auto *form = new QWidget;
    form->setObjectName(QStringLiteral("shootingForm"));
    auto *formLayout = new QVBoxLayout(form);
    formLayout->setContentsMargins(0, 0, 0, 0);
    formLayout->addLayout(buildModeRow(form));

    auto *columns = new QHBoxLayout;
    // Left: what is shot at, and where its stands stand.
    columns->addWidget(buildTargetBox(form), 2);
    // Right: the units that shoot, each with its stands in range and what its weapon needs said.
    m_shooters = new ShooterGrid([this] { formChanged(); },
                                 [this] {
                                     updateShooters();
                                     formChanged();
                                 },
                                 form);
    auto *right = new QVBoxLayout;
    right->addWidget(m_shooters);
    // Below them, the odds of the shot as it stands: they follow every change of the form.
    auto *oddsBox = new QGroupBox(tr("The odds before the dice"), form);
    auto *oddsLayout = new QVBoxLayout(oddsBox);
    m_odds = new OddsView(oddsBox);
    oddsLayout->addWidget(m_odds);
    right->addWidget(oddsBox);
    columns->addLayout(right, 3);
    formLayout->addLayout(columns);
    // Any height to spare goes below the boxes, not into them.
    formLayout->addStretch();

    preselect(unit);
    // Set once full, so that the dialog opens at the size of the form with its rows.
    m_formWidget = form;
    setForm(form);
    connectForm(game);
    formChanged();
}

QLayout *ShootingDialog::buildModeRow(QWidget *form)
{
    // Shooting at chargers happens in the enemy's Command phase only: the toggle is there when it can be.
    auto *modeRow = new QHBoxLayout;
    m_atChargers = new QCheckBox(tr("Shooting at &chargers: the charged unit's free stands shoot"), form);
    m_atChargers->setObjectName(QStringLiteral("atChargersCheck"));
    m_atChargers->setToolTip(tr("In the enemy's Command phase, stands not already touching an enemy shoot at a "
                                "unit charging them; the hits count in the first round of combat"));
    modeRow->addWidget(m_atChargers);
    m_modeNote = new QLabel(form);
    m_modeNote->setObjectName(QStringLiteral("modeNote"));
    m_modeNote->setWordWrap(true);
    modeRow->addWidget(m_modeNote, 1);
    return modeRow;
}

QGroupBox *ShootingDialog::buildTargetBox(QWidget *form)
{
    auto *targetBox = new QGroupBox(tr("Target"), form);
    auto *targetLayout = new QFormLayout(targetBox);
    m_target = new QComboBox(targetBox);
    m_target->setObjectName(QStringLiteral("targetCombo"));
    m_target->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    targetLayout->addRow(tr("&Unit shot at:"), m_target);
    m_targetInPath = new QCheckBox(tr("In the &path of a shot (a bounce or a skewer going on)"), targetBox);
    m_targetInPath->setObjectName(QStringLiteral("targetInPathCheck"));
    m_targetInPath->setToolTip(tr("The unit is not the one aimed at but is in the path of a cannonball or bolt "
                                  "already fired: friend or foe, engaged or not"));
    targetLayout->addRow(m_targetInPath);

    m_position = new QComboBox(targetBox);
    m_position->setObjectName(QStringLiteral("positionCombo"));
    m_position->addItem(tr("All in the open (%1+ to hit)").arg(scoreToHit(Protection::Open)), AllOpen);
    m_position->addItem(tr("All defended (%1+ to hit)").arg(scoreToHit(Protection::Defended)), AllDefended);
    m_position->addItem(tr("All fortified (%1+ to hit)").arg(scoreToHit(Protection::Fortified)), AllFortified);
    m_position->addItem(tr("Mixed: say how many stand where"), Mixed);
    targetLayout->addRow(tr("P&osition:"), m_position);

    auto makeSpin = [targetBox](const QString &name) {
        auto *spin = new QSpinBox(targetBox);
        spin->setObjectName(name);
        spin->setMinimum(0);
        return spin;
    };
    m_open = makeSpin(QStringLiteral("openSpin"));
    m_defended = makeSpin(QStringLiteral("defendedSpin"));
    m_fortified = makeSpin(QStringLiteral("fortifiedSpin"));
    targetLayout->addRow(tr("In the open (%1+):").arg(scoreToHit(Protection::Open)), m_open);
    targetLayout->addRow(tr("Defended (%1+):").arg(scoreToHit(Protection::Defended)), m_defended);
    targetLayout->addRow(tr("Fortified (%1+):").arg(scoreToHit(Protection::Fortified)), m_fortified);
    m_positionNote = new QLabel(targetBox);
    m_positionNote->setObjectName(QStringLiteral("positionNote"));
    m_positionNote->setWordWrap(true);
    targetLayout->addRow(m_positionNote);
    m_auraBox = new QWidget(targetBox);
    m_auraBox->setObjectName(QStringLiteral("auraBox"));
    auto *auraLayout = new QVBoxLayout(m_auraBox);
    auraLayout->setContentsMargins(0, 0, 0, 0);
    targetLayout->addRow(m_auraBox);
    return targetBox;
}

void ShootingDialog::preselect(std::optional<UnitId> unit)
{
    // The phase says who shoots: at chargers the side whose turn it is not.
    const Battle &battle = game().battle();
    const bool chargersNow = shotTimingNow(battle) == ShotTiming::AtChargers;
    m_atChargers->setChecked(chargersNow);
    m_atChargers->setVisible(chargersNow);
    QList<UnitId> checked;
    std::optional<UnitId> preferredTarget;
    if (unit && battle.unit(*unit)) {
        if (battle.sideOf(*unit) == shootingSide())
            checked.append(*unit);
        else
            preferredTarget = unit;
    }
    m_targetInPath->setEnabled(!atChargers());
    fillTargets(preferredTarget);
    fillShooters(checked);
}

void ShootingDialog::connectForm(GameController &game)
{
    connect(m_atChargers, &QCheckBox::toggled, this, &ShootingDialog::modeToggled);
    connect(m_target, &QComboBox::currentIndexChanged, this, [this] {
        showTargetPosition();
        updateShooters();
        formChanged();
    });
    connect(m_targetInPath, &QCheckBox::toggled, this, [this] {
        // A unit in the path may be anyone's, so the list of targets changes.
        fillTargets(selectedTarget());
        updateShooters();
        formChanged();
    });
    connect(m_position, &QComboBox::currentIndexChanged, this, &ShootingDialog::positionChosen);
    for (QSpinBox *spin : {m_open, m_defended, m_fortified})
        connect(spin, &QSpinBox::valueChanged, this, &ShootingDialog::formChanged);
    connect(&game, &GameController::changed, this, &ShootingDialog::refreshFromGame);
}

bool ShootingDialog::atChargers() const
{
    return m_atChargers->isChecked();
}

void ShootingDialog::setAtChargers(bool atChargers)
{
    // Asked for outside the Command phase, the toggle shows, and core says why it cannot be.
    if (atChargers)
        m_atChargers->show();
    m_atChargers->setChecked(atChargers); // modeToggled() follows when it changes
}

void ShootingDialog::modeToggled()
{
    // The side that shoots has changed: the shooters ticked and the target no longer apply. A
    // charger is shot at as the unit aimed at, never as one in the path of a shot.
    m_targetInPath->setChecked(false);
    m_targetInPath->setEnabled(!atChargers());
    fillTargets(std::nullopt);
    fillShooters({});
    formChanged();
}

Side ShootingDialog::shootingSide() const
{
    return wm::shootingSide(game().battle(), timing());
}

ShotTiming ShootingDialog::timing() const
{
    return atChargers() ? ShotTiming::AtChargers : ShotTiming::ShootingPhase;
}

std::optional<UnitId> ShootingDialog::selectedTarget() const
{
    const QVariant id = m_target->currentData();
    if (!id.isValid())
        return std::nullopt;
    return id.toInt();
}

void ShootingDialog::fillTargets(std::optional<UnitId> preferred)
{
    // A half-filled list is not the player's choice: nothing follows from it.
    const QSignalBlocker quiet(m_target);
    const Battle &battle = game().battle();
    const bool inPath = m_targetInPath->isChecked();
    m_target->clear();
    std::optional<int> firstCharger;
    std::optional<int> firstShootable;
    for (const ShotTargetChoice &t : shotTargets(battle, shootingSide(), timing(), inPath)) {
        const Unit &u = *battle.unit(t.unit);
        const QString name = u.displayName();
        const bool chargedNow = !t.ownSide && u.state.chargedThisTurn;
        m_target->addItem(t.ownSide    ? tr("%1 (own side)").arg(name)
                          : chargedNow ? tr("%1 (charging)").arg(name)
                                       : name,
                          t.unit);
        if (!firstShootable && t.shootable)
            firstShootable = m_target->count() - 1;
        if (t.charging && !firstCharger)
            firstCharger = m_target->count() - 1;
    }
    int index = preferred ? m_target->findData(*preferred) : -1;
    // At chargers the unit shot at is a charger: the first one, unless the player said otherwise.
    if (index < 0 && atChargers() && firstCharger)
        index = *firstCharger;
    // Otherwise the first enemy that may be shot at, rather than one locked in combat.
    if (index < 0 && firstShootable)
        index = *firstShootable;
    m_target->setCurrentIndex(index >= 0 ? index : (m_target->count() > 0 ? 0 : -1));
    showTargetPosition();
}

void ShootingDialog::fillShooters(const QList<UnitId> &checked)
{
    m_shooters->fill(game().battle(), shootingSide(), atChargers(), m_targetInPath->isChecked(), checked);
    updateShooters();
    formSizeChanged();
}

void ShootingDialog::formSizeChanged()
{
    // The scroll area around the form keeps the form's old size hint until told; without this the
    // dialog would not grow for rows that came later.
    if (!m_formWidget)
        return;
    for (QWidget *w = m_formWidget->parentWidget(); w && w != this; w = w->parentWidget()) {
        if (auto *area = qobject_cast<QAbstractScrollArea *>(w)) {
            area->updateGeometry();
            return;
        }
    }
}

void ShootingDialog::updateShooters()
{
    m_shooters->update(game().battle(), selectedTarget(), timing(), m_targetInPath->isChecked());
}

void ShootingDialog::fillAuras()
{
    QList<UnitId> checked;
    for (const auto &[wizard, check] : std::as_const(m_auraChecks)) {
        if (check->isChecked())
            checked.append(wizard);
        delete check;
    }
    m_auraChecks.clear();
    const Battle &battle = game().battle();
    const std::optional<UnitId> target = selectedTarget();
    const std::optional<Side> side = target ? battle.sideOf(*target) : std::nullopt;
    if (side) {
        for (UnitId id : wizardsWithFriendlyAura(battle.army(*side), SpellState::ReRollFailedShootingSaves)) {
            auto *check = new QCheckBox(
                tr("Within the aura of %1: failed saves are rolled again").arg(battle.unitName(id)), m_auraBox);
            check->setObjectName(idName(QStringLiteral("auraCheck_"), id));
            check->setToolTip(tr("A spell about the wizard lets friendly units within its range re-roll failed "
                                 "armour saves against shooting; measure from him to the target"));
            check->setChecked(checked.contains(id));
            m_auraBox->layout()->addWidget(check);
            connect(check, &QCheckBox::toggled, this, &ShootingDialog::formChanged);
            m_auraChecks.append({id, check});
        }
    }
    m_auraBox->setVisible(!m_auraChecks.isEmpty());
}

void ShootingDialog::showTargetPosition()
{
    // The target's own position is shown, not chosen: it resolves nothing.
    const QSignalBlocker quietPosition(m_position);
    const QSignalBlocker quietOpen(m_open);
    const QSignalBlocker quietDefended(m_defended);
    const QSignalBlocker quietFortified(m_fortified);
    const std::optional<UnitId> target = selectedTarget();
    const Unit *u = target ? game().battle().unit(*target) : nullptr;
    const int stands = u ? u->state.standsLeft : 0;
    const StandPositions p = u ? u->state.positions : StandPositions{};
    for (QSpinBox *spin : {m_open, m_defended, m_fortified})
        spin->setRange(0, stands);
    m_open->setValue(p.open);
    m_defended->setValue(p.defended);
    m_fortified->setValue(p.fortified);
    PositionChoice choice = Mixed;
    if (p.total() == p.open)
        choice = AllOpen;
    else if (p.total() == p.defended)
        choice = AllDefended;
    else if (p.total() == p.fortified)
        choice = AllFortified;
    m_position->setCurrentIndex(m_position->findData(choice));

    // A charger is in the open whatever it charged from: its position does not matter.
    const bool chargers = atChargers();
    m_position->setEnabled(u && !chargers);
    const bool mixed = choice == Mixed;
    for (QSpinBox *spin : {m_open, m_defended, m_fortified})
        spin->setEnabled(u && !chargers && mixed);
    if (chargers)
        m_positionNote->setText(tr("A charger counts as in the open, whatever cover it charged from."));
    else if (u)
        m_positionNote->setText(stands == 1 ? tr("%1 has 1 stand left.").arg(u->displayName())
                                            : tr("%1 has %2 stands left.").arg(u->displayName()).arg(stands));
    else
        m_positionNote->clear();
    fillAuras();
}

void ShootingDialog::positionChosen()
{
    const std::optional<UnitId> target = selectedTarget();
    const Unit *u = target ? game().battle().unit(*target) : nullptr;
    const int stands = u ? u->state.standsLeft : 0;
    const auto choice = PositionChoice(m_position->currentData().toInt());
    if (choice != Mixed) {
        // The stands follow the choice; the form is read once, below.
        const QSignalBlocker quietOpen(m_open);
        const QSignalBlocker quietDefended(m_defended);
        const QSignalBlocker quietFortified(m_fortified);
        const StandPositions p = allAt(choice == AllOpen       ? Protection::Open
                                       : choice == AllDefended ? Protection::Defended
                                                               : Protection::Fortified,
                                       stands);
        m_open->setValue(p.open);
        m_defended->setValue(p.defended);
        m_fortified->setValue(p.fortified);
    }
    for (QSpinBox *spin : {m_open, m_defended, m_fortified})
        spin->setEnabled(choice == Mixed && !atChargers());
    formChanged();
}

StandPositions ShootingDialog::formPositions() const
{
    return StandPositions{m_open->value(), m_defended->value(), m_fortified->value()};
}

std::optional<ShootAction> ShootingDialog::shot() const
{
    const std::optional<UnitId> target = selectedTarget();
    if (!target)
        return std::nullopt;
    ShootAction action;
    action.target = *target;
    action.timing = timing();
    action.targetInPath = m_targetInPath->isChecked();
    action.shooters = m_shooters->shooters(game().battle(), atChargers(), action.targetInPath);
    for (const auto &[wizard, check] : m_auraChecks) {
        if (check->isChecked())
            action.targetInAuraOf.append(wizard);
    }
    // The position goes with the shot only when the table shows something new: a charger is in the
    // open anyway.
    const Unit *u = game().battle().unit(*target);
    if (u && !atChargers() && formPositions() != u->state.positions)
        action.targetPositions = formPositions();
    return action;
}

void ShootingDialog::refreshFromGame()
{
    // An undo or redo behind the dialog: units may have lost or got back stands, or shot. The
    // choices stay as they were where they still can.
    const QList<UnitId> checked = m_shooters->ticked();
    fillTargets(selectedTarget());
    fillShooters(checked);
    formChanged();
}

void ShootingDialog::showShootingSide()
{
    const Side side = shootingSide();
    const QString player = game().session().game().setup().players[side];
    m_modeNote->setText(atChargers() ? tr("%1's units shoot at a unit charging them.").arg(player)
                                     : tr("%1's units shoot.").arg(player));
}

void ShootingDialog::formChanged()
{
    showShootingSide();
    if (m_target->count() == 0) {
        clearInput(tr("No enemy unit is on the table to shoot at."));
        m_odds->setNoOdds(tr("No enemy unit is on the table to shoot at."));
        return;
    }
    const std::optional<ShootAction> action = shot();
    if (!action) {
        clearInput(tr("Pick the unit shot at."));
        m_odds->setNoOdds(tr("Pick the unit shot at."));
        return;
    }
    setInput(*action);
    showOdds(*action);
}

void ShootingDialog::showOdds(const ShootAction &action)
{
    const Result<ShootingOdds> odds = shootingOddsOf(game().battle(), action);
    if (!odds) {
        m_odds->setNoOdds(odds.error().message);
        return;
    }
    m_odds->setOdds(OddsText::shooting(odds.value()), odds->struck, tr("Hits after saves"));
}

} // namespace wm
