// SPDX-License-Identifier: GPL-3.0-or-later
#include "spelldialog.h"

#include "core/game/actionrules.h"
#include "core/game/preview/spellpreview.h"
#include "core/limits.h"
#include "core/odds/oddstext.h"
#include "core/rules/magic.h"
#include "core/rules/signednumber.h"
#include "ui/odds/oddsview.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>

namespace wm {

namespace {

// Items a combo shows but will not let the player choose carry this role (the way Qt greys them).
constexpr int DisabledRole = Qt::UserRole - 1;

} // namespace

SpellDialog::SpellDialog(GameController &game, DiceSource &appDice, DiceMode mode, std::optional<UnitId> unit,
                         QWidget *parent)
    : ResolverDialog(game, appDice, mode, parent)
    , m_start(unit)
{
    setObjectName(QStringLiteral("spellDialog"));
    setWindowTitle(tr("Cast a Spell"));

    auto *form = new QWidget;
    auto *columns = new QHBoxLayout(form);
    columns->setContentsMargins(0, 0, 0, 0);
    // Made first: filling the boxes below already asks for the odds. Beside the form, so that the
    // form keeps its height on a small screen.
    auto *oddsBox = new QGroupBox(tr("The odds before the dice"), form);
    auto *oddsLayout = new QVBoxLayout(oddsBox);
    m_odds = new OddsView(oddsBox);
    oddsLayout->addWidget(m_odds);
    oddsLayout->addStretch(1);
    auto *layout = new QVBoxLayout;
    layout->addWidget(buildCastBox(form));
    layout->addWidget(buildTargetBox(form));
    QGroupBox *dispelBox = buildDispelBox(form);
    layout->addWidget(dispelBox);
    dispelBox->setObjectName(QStringLiteral("dispelBox"));
    // The list of units is as tall as its rows (fillTargets): room to spare stays below the form.
    layout->addStretch(1);
    columns->addLayout(layout, 3);
    columns->addWidget(oddsBox, 2);

    setForm(form);

    fillWizards(unit);
    fillSpells();
    fillTargets(startTargets(unit));
    fillDispellers();
    showSpell();

    connectForm(game);
    formChanged();
    resize(1080, 760);
}

QCheckBox *SpellDialog::addDevice(QFormLayout *rows, QWidget *owner, const QString &name, const QString &text,
                                  const QString &tip)
{
    auto *box = new QCheckBox(text, owner);
    box->setObjectName(name);
    box->setToolTip(tip);
    rows->addRow(box);
    connect(box, &QCheckBox::toggled, this, &SpellDialog::formChanged);
    return box;
}

QGroupBox *SpellDialog::buildCastBox(QWidget *form)
{
    auto *castBox = new QGroupBox(tr("The spell"), form);
    auto *cast = new QFormLayout(castBox);
    m_wizard = new QComboBox(castBox);
    m_wizard->setObjectName(QStringLiteral("wizardCombo"));
    cast->addRow(tr("&Wizard:"), m_wizard);
    m_spell = new QComboBox(castBox);
    m_spell->setObjectName(QStringLiteral("spellCombo"));
    cast->addRow(tr("S&pell:"), m_spell);
    m_spellText = new QLabel(castBox);
    m_spellText->setObjectName(QStringLiteral("spellText"));
    m_spellText->setWordWrap(true);
    m_spellText->setTextFormat(Qt::PlainText);
    cast->addRow(m_spellText);
    m_ring = addDevice(cast, castBox, QStringLiteral("ringCheck"), tr("Use the Rin&g of Magic: no cast roll"),
                       tr("Once a battle: the spell is cast without rolling"));
    m_wand = addDevice(cast, castBox, QStringLiteral("wandCheck"),
                       tr("Use the Wa&nd of Power: %1 to the cast roll").arg(signedNumber(WandOfPowerCastBonus)),
                       tr("Once a battle, said before rolling; a %1 still fails").arg(CastAlwaysFailsScore));
    m_rod = addDevice(cast, castBox, QStringLiteral("rodCheck"), tr("Use the R&od of Repetition if the roll casts it"),
                      tr("Once a battle: another spell this turn, the same one or another, even if this one is "
                         "cancelled"));
    m_castBonus = addDevice(cast, castBox, QStringLiteral("castBonusCheck"), QString(),
                            tr("Once a battle, said before rolling; a %1 still fails").arg(CastAlwaysFailsScore));
    m_recast =
        addDevice(cast, castBox, QStringLiteral("recastCheck"), tr("&If the spell fails, roll again (never after a 1)"),
                  tr("This wizard may roll a second time for a spell that failed, unless the die showed a 1"));
    // A player who may roll again always wants to: it is ticked unless he unticks it.
    m_recast->setChecked(true);
    return castBox;
}

QGroupBox *SpellDialog::buildTargetBox(QWidget *form)
{
    auto *targetBox = new QGroupBox(tr("Where it falls"), form);
    auto *targets = new QVBoxLayout(targetBox);
    m_targetHint = new QLabel(targetBox);
    m_targetHint->setObjectName(QStringLiteral("targetHint"));
    m_targetHint->setWordWrap(true);
    targets->addWidget(m_targetHint);
    m_targets = new QListWidget(targetBox);
    m_targets->setObjectName(QStringLiteral("spellTargets"));
    m_targets->setWordWrap(true);
    m_targets->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    targets->addWidget(m_targets);
    return targetBox;
}

QGroupBox *SpellDialog::buildDispelBox(QWidget *form)
{
    auto *dispelBox = new QGroupBox(tr("The enemy's answer"), form);
    auto *dispel = new QFormLayout(dispelBox);
    m_dispeller = new QComboBox(dispelBox);
    m_dispeller->setObjectName(QStringLiteral("dispellerCombo"));
    dispel->addRow(tr("&Cancel it:"), m_dispeller);
    m_dispelBonus = new QCheckBox(tr("With his once-a-battle &bonus"), dispelBox);
    m_dispelBonus->setObjectName(QStringLiteral("dispelBonusCheck"));
    dispel->addRow(m_dispelBonus);
    // Measured at the table: core refuses a dispeller beyond his reach of the wizard.
    m_dispellerCm = new QSpinBox(dispelBox);
    m_dispellerCm->setObjectName(QStringLiteral("dispellerDistanceSpin"));
    m_dispellerCm->setRange(-1, Limits::DistanceCm);
    m_dispellerCm->setSpecialValueText(tr("not measured"));
    m_dispellerCm->setSuffix(tr(" cm"));
    m_dispellerCm->setValue(-1);
    dispel->addRow(tr("From the wi&zard:"), m_dispellerCm);
    m_scroll = addDevice(dispel, dispelBox, QStringLiteral("scrollCheck"), tr("With his &Scroll of Dispelling"),
                         tr("Once a battle: the spell is cancelled; a Runesmith reads it only when his own roll "
                            "fails"));
    m_dispelRow = new QLabel(dispelBox);
    m_dispelRow->setWordWrap(true);
    dispel->addRow(m_dispelRow);
    m_staff = addDevice(dispel, dispelBox, QStringLiteral("staffCheck"), QString(),
                        tr("If the cast fails, a D6: on %1+ the wizard is spellbound (%2 on every cast for the rest of "
                           "the battle) and the Staff works no more")
                            .arg(SpellbindScore)
                            .arg(signedNumber(SpellboundCastPenalty)));
    return dispelBox;
}

void SpellDialog::connectForm(GameController &game)
{
    connect(m_wizard, &QComboBox::currentIndexChanged, this, [this] {
        fillTargets(checkedTargets());
        formChanged();
    });
    connect(m_spell, &QComboBox::currentIndexChanged, this, [this] {
        showSpell();
        fillTargets(checkedTargets());
        formChanged();
    });
    connect(m_targets, &QListWidget::itemChanged, this, [this](QListWidgetItem *changed) {
        // A spell that falls on one unit: ticking one unticks the others.
        const Spell *spell = selectedSpell();
        if (spell && !spell->severalTargets() && changed->checkState() == Qt::Checked) {
            const QSignalBlocker quiet(m_targets);
            for (int i = 0; i < m_targets->count(); ++i) {
                QListWidgetItem *item = m_targets->item(i);
                if (item != changed && (item->flags() & Qt::ItemIsUserCheckable))
                    item->setCheckState(Qt::Unchecked);
            }
        }
        formChanged();
    });
    connect(m_dispeller, &QComboBox::currentIndexChanged, this, [this] {
        fillDispellers();
        formChanged();
    });
    connect(m_dispelBonus, &QCheckBox::toggled, this, &SpellDialog::formChanged);
    connect(m_dispellerCm, &QSpinBox::valueChanged, this, &SpellDialog::formChanged);
    connect(&game, &GameController::changed, this, &SpellDialog::refreshFromGame);
}

std::optional<UnitId> SpellDialog::selectedWizard() const
{
    if (m_wizard->currentIndex() < 0 || m_wizard->itemData(m_wizard->currentIndex(), DisabledRole).isValid())
        return std::nullopt;
    return m_wizard->currentData().value<UnitId>();
}

const Spell *SpellDialog::selectedSpell() const
{
    if (m_spell->currentIndex() < 0)
        return nullptr;
    return game().battle().spell(game().battle().activeSide(), m_spell->currentData().toString());
}

QList<UnitId> SpellDialog::checkedTargets() const
{
    QList<UnitId> ids;
    for (int i = 0; i < m_targets->count(); ++i) {
        if (m_targets->item(i)->checkState() == Qt::Checked)
            ids.append(m_targets->item(i)->data(Qt::UserRole).value<UnitId>());
    }
    return ids;
}

std::optional<CastSpellAction> SpellDialog::castAction() const
{
    const auto wizard = selectedWizard();
    const Spell *spell = selectedSpell();
    if (!wizard || !spell)
        return std::nullopt;
    CastSpellAction a;
    a.wizard = *wizard;
    a.spell = spell->name;
    a.targets = checkedTargets();
    if (m_dispeller->currentIndex() > 0) {
        a.dispeller = m_dispeller->currentData().value<UnitId>();
        a.dispelBonus = m_dispelBonus->isEnabled() && m_dispelBonus->isChecked();
        if (m_dispellerCm->value() >= 0)
            a.dispellerCm = m_dispellerCm->value();
        a.scrollOfDispelling = !m_scroll->isHidden() && m_scroll->isChecked();
    }
    auto used = [](const QCheckBox *box) { return !box->isHidden() && box->isChecked(); };
    a.ringOfMagic = used(m_ring);
    a.wandOfPower = used(m_wand) && !a.ringOfMagic;
    a.rodOfRepetition = used(m_rod);
    a.castBonus = used(m_castBonus) && !a.ringOfMagic;
    a.recast = used(m_recast) && !a.ringOfMagic;
    if (used(m_staff))
        a.spellbinder = m_staff->property("carrier").value<UnitId>();
    return a;
}

bool SpellDialog::setWizard(UnitId wizard)
{
    const int index = m_wizard->findData(wizard);
    if (index < 0 || m_wizard->itemData(index, DisabledRole).isValid())
        return false;
    m_wizard->setCurrentIndex(index);
    return true;
}

bool SpellDialog::setSpell(const QString &name)
{
    const int index = m_spell->findData(name);
    if (index < 0)
        return false;
    m_spell->setCurrentIndex(index);
    return true;
}

void SpellDialog::setTargets(const QList<UnitId> &targets)
{
    {
        const QSignalBlocker quiet(m_targets);
        for (int i = 0; i < m_targets->count(); ++i) {
            QListWidgetItem *item = m_targets->item(i);
            if (item->flags() & Qt::ItemIsUserCheckable)
                item->setCheckState(targets.contains(item->data(Qt::UserRole).value<UnitId>()) ? Qt::Checked
                                                                                               : Qt::Unchecked);
        }
    }
    formChanged();
}

void SpellDialog::setDispeller(std::optional<UnitId> dispeller, bool withBonus)
{
    const int index = dispeller ? m_dispeller->findData(*dispeller) : 0;
    m_dispeller->setCurrentIndex(index < 0 ? 0 : index);
    m_dispelBonus->setChecked(withBonus);
    formChanged();
}

void SpellDialog::fillWizards(std::optional<UnitId> preferred)
{
    const QSignalBlocker quiet(m_wizard);
    const Battle &battle = game().battle();
    const auto previous = preferred ? preferred : selectedWizard();
    m_wizard->clear();
    for (const Unit &u : battle.army(battle.activeSide())) {
        if (!castsSpellsOnTable(u))
            continue;
        const std::optional<Error> refusal = casterError(u);
        m_wizard->addItem(refusal ? refusedText(u, *refusal) : u.displayName(), u.id);
        if (refusal)
            m_wizard->setItemData(m_wizard->count() - 1, 0, DisabledRole);
    }
    int index = previous ? m_wizard->findData(*previous) : -1;
    if (index >= 0 && m_wizard->itemData(index, DisabledRole).isValid())
        index = -1;
    for (int i = 0; index < 0 && i < m_wizard->count(); ++i) {
        if (!m_wizard->itemData(i, DisabledRole).isValid())
            index = i;
    }
    m_wizard->setCurrentIndex(index >= 0 ? index : (m_wizard->count() > 0 ? 0 : -1));
}

void SpellDialog::fillSpells()
{
    const QSignalBlocker quiet(m_spell);
    const QString previous = m_spell->currentData().toString();
    m_spell->clear();
    for (const Spell &s : game().battle().spells(game().battle().activeSide()))
        m_spell->addItem(tr("%1 — %2").arg(s.name, SpellText::rollAndRange(s)), s.name);
    const int index = m_spell->findData(previous);
    m_spell->setCurrentIndex(index >= 0 ? index : (m_spell->count() > 0 ? 0 : -1));
}

void SpellDialog::showSpell()
{
    const Spell *spell = selectedSpell();
    if (!spell) {
        m_spellText->setText(m_spell->count() == 0 ? tr("This army's wizards have no spells wmassist knows.")
                                                   : QString());
        m_targetHint->clear();
        return;
    }
    QStringList lines;
    if (!spell->summary.isEmpty())
        lines.append(spell->summaryText());
    const QStringList effects = SpellText::effects(*spell);
    if (!effects.isEmpty())
        lines.append(tr("wmassist applies: %1.").arg(effects.join(QStringLiteral("; "))));
    if (!spell->playersApply.isEmpty())
        lines.append(tr("You apply: %1").arg(spell->playersApplyText()));
    m_spellText->setText(lines.join(u'\n'));

    // targeting() names the engagement and sight already: the checks add only the range.
    QString hint = tr("It falls on %1").arg(SpellText::targeting(*spell));
    QStringList checks;
    if (spell->rangeCm)
        checks.append(tr("within %1 cm of the wizard").arg(*spell->rangeCm));
    if (!checks.isEmpty())
        hint = tr("%1. Check on the table: %2.").arg(hint, checks.join(tr(", ")));
    else
        hint = tr("%1.").arg(hint);
    if (spell->aura)
        hint += QLatin1Char(' ') + tr("It stays with the wizard: no unit to tick.");
    else if (spell->severalTargets())
        hint += QLatin1Char(' ') + tr("Tick every unit it falls on.");
    m_targetHint->setText(hint);
}

QList<UnitId> SpellDialog::startTargets(std::optional<UnitId> unit) const
{
    // The card the dialog was opened from is ticked where the spell is meant for it: an enemy for a
    // spell at the enemy, a friend for a spell on friends. A spell at the enemy never starts on the
    // wizard's own side (a Ball of Flame opened from the card of the unit he has joined).
    const Battle &battle = game().battle();
    const Spell *spell = selectedSpell();
    const std::optional<Side> side = unit ? battle.sideOf(*unit) : std::nullopt;
    if (!spell || !side)
        return {};
    const bool enemy = *side != battle.activeSide();
    return (enemy ? spell->affectsEnemies() : !spell->affectsEnemies()) ? QList<UnitId>{*unit} : QList<UnitId>{};
}

void SpellDialog::fillTargets(const QList<UnitId> &keep)
{
    const QSignalBlocker quiet(m_targets);
    m_targets->clear();
    const Battle &battle = game().battle();
    const Spell *spell = selectedSpell();
    const auto wizardId = selectedWizard();
    const Unit *wizard = wizardId ? battle.unit(*wizardId) : nullptr;
    const bool onUnits = spell && spellFallsOnUnits(*spell);
    m_targets->setVisible(onUnits);
    if (!spell || !wizard || !onUnits)
        return;
    const Side side = battle.activeSide();
    const auto &players = game().session().game().setup().players;
    bool ticked = false;
    for (Side s : {side.opponent(), side}) {
        if ((s == side && !spell->affectsFriends()) || (s != side && !spell->affectsEnemies()))
            continue;
        for (const Unit &u : battle.army(s)) {
            if (u.profile.isCharacter() || u.state.isDestroyed())
                continue;
            const std::optional<Error> refusal = spellTargetError(*spell, *wizard, side, u, s);
            const QString name = tr("%1 (%2)").arg(u.displayName(), players[s]);
            auto *item = new QListWidgetItem(refusal ? refusedText(u, *refusal) : name, m_targets);
            item->setData(Qt::UserRole, u.id);
            if (refusal) {
                item->setFlags(item->flags() & ~(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable));
                item->setToolTip(refusal->message);
                continue;
            }
            item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
            // The unit the wizard has joined is the only one a spell on it can fall on.
            const bool tick = (keep.contains(u.id) && (spell->severalTargets() || !ticked)) ||
                              (spell->target == SpellTarget::JoinedUnit && wizard->state.joinedUnit == u.id);
            item->setCheckState(tick ? Qt::Checked : Qt::Unchecked);
            ticked = ticked || tick;
        }
    }
    // As tall as its units, up to a dozen of them: the room below is the walk-through's.
    const int rows = qBound(2, m_targets->count(), 12);
    const int rowHeight = m_targets->count() > 0 ? m_targets->sizeHintForRow(0) : fontMetrics().height();
    m_targets->setFixedHeight(rows * rowHeight + 2 * m_targets->frameWidth() + 4);
}

void SpellDialog::fillDispellers()
{
    const Battle &battle = game().battle();
    const QList<UnitId> dispellers = dispellersAgainst(battle, battle.activeSide());
    auto *box = m_dispeller->parentWidget();
    box->setVisible(!dispellers.isEmpty());
    {
        // Refilled every time, keeping the choice: a Runesmith slain is no longer offered.
        const QSignalBlocker quiet(m_dispeller);
        const QVariant chosen = m_dispeller->currentData();
        m_dispeller->clear();
        m_dispeller->addItem(tr("No one tries to cancel it"));
        for (UnitId id : dispellers) {
            const Unit *u = battle.unit(id);
            if (u->profile.has(Trait::DispelsSpells))
                m_dispeller->addItem(tr("%1, within %2 cm of the wizard, tries (%3+)")
                                         .arg(u->displayName())
                                         .arg(DispelRangeCm)
                                         .arg(u->profile.value(Trait::DispelsSpells)),
                                     id);
            else
                m_dispeller->addItem(tr("%1 reads his Scroll of Dispelling").arg(u->displayName()), id);
        }
        const int keep = chosen.isValid() ? m_dispeller->findData(chosen) : -1;
        m_dispeller->setCurrentIndex(keep > 0 ? keep : 0);
    }
    const Unit *chosen =
        m_dispeller->currentIndex() > 0 ? battle.unit(m_dispeller->currentData().value<UnitId>()) : nullptr;
    const DispelPowers powers = chosen ? dispelPowersOf(*chosen) : DispelPowers{};
    m_dispelBonus->setVisible(powers.bonus.has_value());
    m_dispellerCm->setEnabled(chosen != nullptr);
    m_dispelBonus->setEnabled(powers.bonus && !powers.bonusUsed);
    if (powers.bonus)
        m_dispelBonus->setText(powers.bonusUsed
                                   ? tr("His once-a-battle bonus is used")
                                   : tr("With his once-a-battle &bonus (%1)").arg(signedNumber(*powers.bonus)));
    // A wizard's Scroll is his only way to cancel a spell: always read when he is chosen.
    const bool onlyScroll = powers.onlyScroll;
    m_scroll->setVisible(powers.scroll && !onlyScroll);
    if (onlyScroll)
        m_scroll->setChecked(true);
    m_dispelRow->setText(!chosen      ? QString()
                         : onlyScroll ? tr("Once the cast die has cast the spell, the Scroll cancels it.")
                                      : tr("He rolls once the cast die has cast the spell; one try a spell."));
    m_dispelRow->setVisible(chosen != nullptr);
    // The enemy's Staff of Spellbinding, still working, waits for a failed cast.
    const Unit *staff = spellbindingStaffAmong(battle.army(battle.activeSide().opponent()));
    m_staff->setVisible(staff != nullptr);
    if (staff) {
        m_staff->setProperty("carrier", staff->id);
        m_staff->setText(tr("If the cast fails, %1 tries the S&taff of Spellbinding").arg(staff->displayName()));
    }
    box->setVisible(!dispellers.isEmpty() || staff);
}

void SpellDialog::showDevices()
{
    const auto id = selectedWizard();
    const Unit *wizard = id ? game().battle().unit(*id) : nullptr;
    const CastPowers powers = wizard ? castPowersOf(*wizard) : CastPowers{};
    const QSignalBlocker a(m_ring), b(m_wand), c(m_rod), d(m_castBonus), e(m_recast);
    m_ring->setVisible(powers.ringOfMagic);
    m_wand->setVisible(powers.wandOfPower);
    m_rod->setVisible(powers.rodOfRepetition);
    m_castBonus->setVisible(powers.castBonus.has_value());
    if (powers.castBonus)
        m_castBonus->setText(
            tr("&Use his once-a-battle bonus: %1 to the cast roll").arg(signedNumber(*powers.castBonus)));
    m_recast->setVisible(powers.recastsFailedSpell);
}

void SpellDialog::formChanged()
{
    showDevices();
    const auto action = castAction();
    QString missing;
    if (m_wizard->count() == 0)
        missing = tr("No wizard of this side is on the table.");
    else if (!selectedWizard())
        missing = tr("Every wizard of this side has cast his spell this turn.");
    else if (!action)
        missing = tr("Pick the spell.");
    else if (const Spell *spell = selectedSpell(); spellFallsOnUnits(*spell) && action->targets.isEmpty())
        missing = spell->severalTargets() ? tr("Tick the units the spell falls on.")
                                          : tr("Tick the unit the spell is cast at.");
    if (!missing.isEmpty()) {
        clearInput(missing);
        m_odds->setNoOdds(missing);
        return;
    }
    setInput(*action);
    showOdds(*action);
}

void SpellDialog::showOdds(const CastSpellAction &action)
{
    const Result<SpellOdds> odds = spellOddsOf(game().battle(), action);
    if (!odds) {
        m_odds->setNoOdds(odds.error().message);
        return;
    }
    // A spell that shoots is judged by its hits, one with a drive back of its own at one unit by the
    // distance; any other by whether it takes effect at all.
    if (odds->shoots()) {
        m_odds->setOdds(OddsText::spell(odds.value()), odds->struck(), tr("Hits after saves"));
        return;
    }
    if (odds->drivesBack() && odds->targets.size() == 1) {
        const Distribution cm = Distribution::mixture(
            {{odds->takesEffect, odds->targets.constFirst().driveBackCm}, {1.0 - odds->takesEffect, {}}});
        m_odds->setOdds(OddsText::spell(odds.value()), cm, tr("Drive back (cm)"));
        return;
    }
    m_odds->setOutcomes(OddsText::spell(odds.value()), {{tr("not cast"), 1.0 - odds->cast},
                                                        {tr("cancelled"), odds->cancelled},
                                                        {tr("takes effect"), odds->takesEffect}});
}

void SpellDialog::refreshFromGame()
{
    fillWizards(std::nullopt);
    fillSpells();
    showSpell();
    fillTargets(checkedTargets());
    fillDispellers();
    formChanged();
}

} // namespace wm
