// SPDX-License-Identifier: GPL-3.0-or-later
#include "movedialog.h"

#include "core/limits.h"
#include "core/rules/leavetable.h"
#include "core/rules/lonecharacter.h"
#include "core/rules/movement.h"
#include "core/rules/traits.h"

#include <QButtonGroup>
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QRadioButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QStackedWidget>
#include <QVBoxLayout>

namespace wm {

namespace {

constexpr MoveDialog::Kind AllKinds[] = {MoveDialog::Kind::Charge,     MoveDialog::Kind::Evade,
                                         MoveDialog::Kind::HomeBack,   MoveDialog::Kind::Advance,
                                         MoveDialog::Kind::Join,       MoveDialog::Kind::Confusion,
                                         MoveDialog::Kind::LeaveTable, MoveDialog::Kind::MovedThrough};

// Confusion causes a player tests for by hand: those the app applies itself (a drive-back 6) are
// not offered.
constexpr ConfusionCause TestedCauses[] = {
    ConfusionCause::DrivenIntoImpassable,
    ConfusionCause::DrivenIntoUnits,
    ConfusionCause::DrivenIntoFriends,
    ConfusionCause::ForcedFriendsAside,
    ConfusionCause::MadeWay,
    ConfusionCause::FallBackTooClose,
    ConfusionCause::FriendlyEvaders,
    ConfusionCause::GiantWalkedThrough,
    ConfusionCause::Other,
};

QString kindName(MoveDialog::Kind kind)
{
    switch (kind) {
    case MoveDialog::Kind::Charge:
        return MoveDialog::tr("A charge");
    case MoveDialog::Kind::Evade:
        return MoveDialog::tr("An evade on initiative");
    case MoveDialog::Kind::HomeBack:
        return MoveDialog::tr("A flyer homing back");
    case MoveDialog::Kind::Advance:
        return MoveDialog::tr("An advance into contact");
    case MoveDialog::Kind::Join:
        return MoveDialog::tr("A character joining a unit");
    case MoveDialog::Kind::Confusion:
        return MoveDialog::tr("A test for confusion");
    case MoveDialog::Kind::LeaveTable:
        return MoveDialog::tr("A unit leaving the table");
    case MoveDialog::Kind::MovedThrough:
        return MoveDialog::tr("A lone character moved through");
    }
    return {};
}

QListWidget *checklist(const QString &name, QWidget *parent)
{
    auto *list = new QListWidget(parent);
    list->setObjectName(name);
    // A few units are ticked at a time: the room below is the walk-through's.
    list->setMinimumHeight(120);
    list->setMaximumHeight(220);
    // A refused unit reads with its reason: the whole sentence wraps, nothing is cut off.
    list->setWordWrap(true);
    list->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    return list;
}

} // namespace

MoveDialog::MoveDialog(GameController &game, DiceSource &appDice, DiceMode mode, Kind kind, std::optional<UnitId> unit,
                       QWidget *parent)
    : ResolverDialog(game, appDice, mode, parent)
    , m_start(unit)
{
    setObjectName(QStringLiteral("moveDialog"));
    setWindowTitle(tr("Record a Move"));

    auto *form = new QWidget;
    auto *layout = new QVBoxLayout(form);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *top = new QFormLayout;
    m_kind = new QComboBox(form);
    m_kind->setObjectName(QStringLiteral("moveKindCombo"));
    for (Kind k : AllKinds)
        m_kind->addItem(kindName(k), int(k));
    top->addRow(tr("&What happened:"), m_kind);
    layout->addLayout(top);

    m_pages = new QStackedWidget(form);
    m_pages->addWidget(chargePage());
    m_pages->addWidget(evadePage());
    m_pages->addWidget(homeBackPage());
    m_pages->addWidget(advancePage());
    m_pages->addWidget(joinPage());
    m_pages->addWidget(confusionPage());
    m_pages->addWidget(leaveTablePage());
    m_pages->addWidget(movedThroughPage());
    layout->addWidget(m_pages, 1);
    setForm(form);

    setKind(kind);
    connect(m_kind, &QComboBox::currentIndexChanged, this, [this] {
        m_pages->setCurrentIndex(m_kind->currentIndex());
        refill();
    });
    connect(&game, &GameController::changed, this, &MoveDialog::refill);
    resize(760, 660);
}

MoveDialog::Kind MoveDialog::kind() const
{
    return Kind(m_kind->currentData().toInt());
}

void MoveDialog::setKind(Kind kind)
{
    {
        const QSignalBlocker blocker(m_kind);
        m_kind->setCurrentIndex(m_kind->findData(int(kind)));
        m_pages->setCurrentIndex(m_kind->currentIndex());
    }
    setWindowTitle(kindName(kind));
    refill();
}

QString MoveDialog::actionText(Kind kind)
{
    switch (kind) {
    case Kind::Charge:
        return tr("&Charge...");
    case Kind::Evade:
        return tr("&Evade...");
    case Kind::HomeBack:
        return tr("&Home Back...");
    case Kind::Advance:
        return tr("&Advance into Contact...");
    case Kind::Join:
        return tr("&Join a Unit...");
    case Kind::Confusion:
        return tr("Test for Confusio&n...");
    case Kind::LeaveTable:
        return tr("&Leave the Table...");
    case Kind::MovedThrough:
        return tr("Lone Character &Moved Through...");
    }
    return {};
}

QWidget *MoveDialog::chargePage()
{
    auto *page = new QWidget;
    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *how = new QGroupBox(tr("How they charged"), page);
    auto *howLayout = new QHBoxLayout(how);
    m_chargeBy = new QButtonGroup(page);
    auto *initiative = new QRadioButton(tr("On &initiative, before any order"), how);
    initiative->setObjectName(QStringLiteral("chargeOnInitiative"));
    auto *order = new QRadioButton(tr("After an &order that passed"), how);
    order->setObjectName(QStringLiteral("chargeByOrder"));
    m_chargeBy->addButton(initiative, int(ChargeBy::Initiative));
    m_chargeBy->addButton(order, int(ChargeBy::Order));
    howLayout->addWidget(initiative);
    howLayout->addWidget(order);
    howLayout->addStretch();
    layout->addWidget(how);
    // Orders begun: initiative is over. Otherwise initiative is the likelier.
    (game().battle().commandPhase().ordersStarted ? order : initiative)->setChecked(true);

    auto *lists = new QHBoxLayout;
    auto *chargersBox = new QGroupBox(tr("Units that &charged"), page);
    auto *chargersLayout = new QVBoxLayout(chargersBox);
    m_chargers = checklist(QStringLiteral("chargersList"), chargersBox);
    chargersLayout->addWidget(m_chargers);
    lists->addWidget(chargersBox, 1);
    auto *chargedBox = new QGroupBox(tr("Enemy units they &reached"), page);
    auto *chargedLayout = new QVBoxLayout(chargedBox);
    m_charged = checklist(QStringLiteral("chargedList"), chargedBox);
    chargedLayout->addWidget(m_charged);
    lists->addWidget(chargedBox, 1);
    layout->addLayout(lists);
    auto *chargeForm = new QFormLayout;
    m_chargeEnemyCm = nearestEnemySpin(QStringLiteral("chargeNearestEnemySpin"), page);
    chargeForm->addRow(tr("Nearest enemy (on initiative):"), m_chargeEnemyCm);
    layout->addLayout(chargeForm);
    layout->addStretch();

    m_chargeEnemyCm->setEnabled(initiative->isChecked());
    connect(m_chargeBy, &QButtonGroup::idToggled, this, [this](int id, bool on) {
        if (!on)
            return;
        m_chargeEnemyCm->setEnabled(ChargeBy(id) == ChargeBy::Initiative);
        refill();
    });
    connect(m_chargeEnemyCm, &QSpinBox::valueChanged, this, &MoveDialog::formChanged);
    connect(m_chargers, &QListWidget::itemChanged, this, &MoveDialog::formChanged);
    connect(m_charged, &QListWidget::itemChanged, this, &MoveDialog::formChanged);
    return page;
}

QSpinBox *MoveDialog::nearestEnemySpin(const QString &name, QWidget *parent)
{
    // Measured at the table, optional: core refuses a unit farther than initiative reaches.
    auto *spin = new QSpinBox(parent);
    spin->setObjectName(name);
    spin->setRange(-1, Limits::DistanceCm);
    spin->setSpecialValueText(tr("not measured"));
    spin->setSuffix(tr(" cm"));
    spin->setValue(-1);
    spin->setToolTip(tr("Up to %1 cm from the closest enemy it can see moves on initiative. Characters may be "
                        "ignored, and so may enemies in a fortified position or across a barrier neither side can "
                        "pass within a full-pace move.")
                         .arg(InitiativeRangeCm));
    return spin;
}

std::optional<int> MoveDialog::measured(const QSpinBox *spin)
{
    return spin->value() < 0 ? std::nullopt : std::optional(spin->value());
}

QWidget *MoveDialog::evadePage()
{
    auto *page = new QWidget;
    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *form = new QFormLayout;
    m_evader = new QComboBox(page);
    m_evader->setObjectName(QStringLiteral("evaderCombo"));
    form->addRow(tr("&Unit that evaded:"), m_evader);
    m_evadeEnemyCm = nearestEnemySpin(QStringLiteral("evadeNearestEnemySpin"), page);
    form->addRow(tr("Nearest &enemy:"), m_evadeEnemyCm);
    layout->addLayout(form);
    auto *box = new QGroupBox(tr("Friends it &burst through (confused until the end of this Command phase)"), page);
    auto *boxLayout = new QVBoxLayout(box);
    m_burstThrough = checklist(QStringLiteral("burstThroughList"), box);
    boxLayout->addWidget(m_burstThrough);
    layout->addWidget(box);
    layout->addStretch();
    connect(m_evader, &QComboBox::currentIndexChanged, this, &MoveDialog::refill);
    connect(m_burstThrough, &QListWidget::itemChanged, this, &MoveDialog::formChanged);
    connect(m_evadeEnemyCm, &QSpinBox::valueChanged, this, &MoveDialog::formChanged);
    return page;
}

QWidget *MoveDialog::homeBackPage()
{
    auto *page = new QWidget;
    auto *form = new QFormLayout(page);
    form->setContentsMargins(0, 0, 0, 0);
    m_flyer = new QComboBox(page);
    m_flyer->setObjectName(QStringLiteral("flyerCombo"));
    form->addRow(tr("&Flyer:"), m_flyer);
    // Measured at the table: core refuses a flyer that close to a character.
    m_nearestCharacter = new QSpinBox(page);
    m_nearestCharacter->setObjectName(QStringLiteral("nearestCharacterSpin"));
    m_nearestCharacter->setRange(-1, Limits::DistanceCm);
    m_nearestCharacter->setSpecialValueText(tr("not measured yet"));
    m_nearestCharacter->setSuffix(tr(" cm"));
    m_nearestCharacter->setValue(-1);
    form->addRow(tr("Nearest &character:"), m_nearestCharacter);
    auto *note = new QLabel(tr("A flying unit more than %1 cm from every character may fly back up to %2 cm a pip "
                               "of a D6 towards one, before orders. It may still take orders.")
                                .arg(HomeBackBeyondCm)
                                .arg(HomeBackCmPerPip),
                            page);
    note->setWordWrap(true);
    form->addRow(note);
    connect(m_flyer, &QComboBox::currentIndexChanged, this, &MoveDialog::formChanged);
    connect(m_nearestCharacter, &QSpinBox::valueChanged, this, &MoveDialog::formChanged);
    return page;
}

QWidget *MoveDialog::advancePage()
{
    auto *page = new QWidget;
    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *form = new QFormLayout;
    m_advancer = new QComboBox(page);
    m_advancer->setObjectName(QStringLiteral("advancerCombo"));
    form->addRow(tr("&Unit that advanced:"), m_advancer);
    layout->addLayout(form);
    auto *box = new QGroupBox(tr("Enemy units it &reached (they may shoot at it as at a charger)"), page);
    auto *boxLayout = new QVBoxLayout(box);
    m_contacted = checklist(QStringLiteral("contactedList"), box);
    boxLayout->addWidget(m_contacted);
    layout->addWidget(box);
    layout->addStretch();
    connect(m_advancer, &QComboBox::currentIndexChanged, this, &MoveDialog::refill);
    connect(m_contacted, &QListWidget::itemChanged, this, &MoveDialog::formChanged);
    return page;
}

QWidget *MoveDialog::joinPage()
{
    auto *page = new QWidget;
    auto *form = new QFormLayout(page);
    form->setContentsMargins(0, 0, 0, 0);
    m_character = new QComboBox(page);
    m_character->setObjectName(QStringLiteral("characterCombo"));
    form->addRow(tr("&Character:"), m_character);
    m_joined = new QComboBox(page);
    m_joined->setObjectName(QStringLiteral("joinedCombo"));
    form->addRow(tr("&Joins:"), m_joined);
    auto *note = new QLabel(tr("A character with a unit moves with it and is slain if it is destroyed."), page);
    note->setWordWrap(true);
    form->addRow(note);
    connect(m_character, &QComboBox::currentIndexChanged, this, &MoveDialog::refill);
    connect(m_joined, &QComboBox::currentIndexChanged, this, &MoveDialog::formChanged);
    return page;
}

QWidget *MoveDialog::leaveTablePage()
{
    auto *page = new QWidget;
    auto *form = new QFormLayout(page);
    form->setContentsMargins(0, 0, 0, 0);
    m_leaver = new QComboBox(page);
    m_leaver->setObjectName(QStringLiteral("leaverCombo"));
    form->addRow(tr("&Unit:"), m_leaver);
    m_leaveNote = new QLabel(page);
    m_leaveNote->setObjectName(QStringLiteral("leaveNote"));
    m_leaveNote->setWordWrap(true);
    form->addRow(m_leaveNote);
    connect(m_leaver, &QComboBox::currentIndexChanged, this, &MoveDialog::formChanged);
    return page;
}

QWidget *MoveDialog::movedThroughPage()
{
    auto *page = new QWidget;
    auto *form = new QFormLayout(page);
    form->setContentsMargins(0, 0, 0, 0);
    m_movedThrough = new QComboBox(page);
    m_movedThrough->setObjectName(QStringLiteral("movedThroughCombo"));
    form->addRow(tr("&Character:"), m_movedThrough);
    m_refuge = new QComboBox(page);
    m_refuge->setObjectName(QStringLiteral("refugeCombo"));
    form->addRow(tr("&Joins:"), m_refuge);
    m_refugeDistance = new QSpinBox(page);
    m_refugeDistance->setObjectName(QStringLiteral("refugeDistanceSpin"));
    m_refugeDistance->setRange(-1, Limits::DistanceCm);
    m_refugeDistance->setValue(-1);
    m_refugeDistance->setSpecialValueText(tr("not measured"));
    m_refugeDistance->setSuffix(tr(" cm"));
    form->addRow(tr("&How far:"), m_refugeDistance);
    auto *note =
        new QLabel(tr("He moves up to %1 cm to join a friendly unit, or he is slain.").arg(MovedThroughJoinCm), page);
    note->setWordWrap(true);
    form->addRow(note);
    connect(m_movedThrough, &QComboBox::currentIndexChanged, this, &MoveDialog::refill);
    connect(m_refuge, &QComboBox::currentIndexChanged, this, &MoveDialog::formChanged);
    connect(m_refugeDistance, &QSpinBox::valueChanged, this, &MoveDialog::formChanged);
    return page;
}

QWidget *MoveDialog::confusionPage()
{
    auto *page = new QWidget;
    auto *form = new QFormLayout(page);
    form->setContentsMargins(0, 0, 0, 0);
    m_confusedUnit = new QComboBox(page);
    m_confusedUnit->setObjectName(QStringLiteral("confusedUnitCombo"));
    form->addRow(tr("&Unit:"), m_confusedUnit);
    m_cause = new QComboBox(page);
    m_cause->setObjectName(QStringLiteral("causeCombo"));
    for (ConfusionCause cause : TestedCauses)
        m_cause->addItem(ConfusionText::cause(cause), int(cause));
    form->addRow(tr("Cau&se:"), m_cause);
    m_friendsMoved = new QSpinBox(page);
    m_friendsMoved->setObjectName(QStringLiteral("friendsMovedSpin"));
    m_friendsMoved->setRange(1, 20);
    form->addRow(tr("Friends that made &way:"), m_friendsMoved);
    m_causeNote = new QLabel(page);
    m_causeNote->setObjectName(QStringLiteral("causeNote"));
    m_causeNote->setWordWrap(true);
    form->addRow(m_causeNote);
    connect(m_confusedUnit, &QComboBox::currentIndexChanged, this, &MoveDialog::formChanged);
    connect(m_cause, &QComboBox::currentIndexChanged, this, &MoveDialog::formChanged);
    connect(m_friendsMoved, &QSpinBox::valueChanged, this, &MoveDialog::formChanged);
    return page;
}

void MoveDialog::fillChecklist(QListWidget *list, const QList<const Unit *> &units,
                               const std::function<std::optional<Error>(const Unit &)> &why, const QList<UnitId> &keep)
{
    const QSignalBlocker blocker(list);
    list->clear();
    for (const Unit *u : units) {
        const std::optional<Error> refusal = why(*u);
        auto *item = new QListWidgetItem(refusal ? refusedText(*u, *refusal) : u->displayName(), list);
        item->setData(Qt::UserRole, u->id);
        if (refusal) {
            item->setFlags(item->flags() & ~(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable));
            item->setToolTip(refusal->message);
        } else {
            item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
            item->setCheckState(keep.contains(u->id) ? Qt::Checked : Qt::Unchecked);
        }
    }
}

void MoveDialog::fillCombo(QComboBox *combo, const QList<const Unit *> &units,
                           const std::function<std::optional<Error>(const Unit &)> &why)
{
    const QSignalBlocker blocker(combo);
    const QVariant current = combo->currentData();
    combo->clear();
    for (const Unit *u : units) {
        const std::optional<Error> refusal = why(*u);
        combo->addItem(refusal ? refusedText(*u, *refusal) : u->displayName(), u->id);
        if (refusal) {
            // Greyed: shown, so the player sees why it is not offered, but not chosen.
            combo->setItemData(combo->count() - 1, 0, Qt::UserRole - 1);
        }
    }
    // Keep the choice; otherwise the card's unit, otherwise the first allowed.
    int index = combo->findData(current);
    if (index < 0 && m_start)
        index = combo->findData(*m_start);
    if (index >= 0 && !(combo->itemData(index, Qt::UserRole - 1).isValid()))
        combo->setCurrentIndex(index);
    else {
        for (int i = 0; i < combo->count(); ++i) {
            if (!combo->itemData(i, Qt::UserRole - 1).isValid()) {
                combo->setCurrentIndex(i);
                break;
            }
        }
    }
}

QList<UnitId> MoveDialog::checked(const QListWidget *list)
{
    QList<UnitId> ids;
    for (int i = 0; i < list->count(); ++i) {
        if (list->item(i)->checkState() == Qt::Checked)
            ids.append(list->item(i)->data(Qt::UserRole).value<UnitId>());
    }
    return ids;
}

void MoveDialog::refill()
{
    if (m_filling)
        return;
    m_filling = true;
    const Battle &battle = game().battle();
    const Side active = battle.activeSide();
    const auto unitsOf = [&](Side side, bool characters) {
        QList<const Unit *> units;
        for (const Unit &u : battle.army(side)) {
            if (u.profile.isCharacter() == characters && !u.state.isDestroyed())
                units.append(&u);
        }
        return units;
    };
    const CommandPhaseState &phase = battle.commandPhase();
    const QString notNow = tr("not in the %1 phase").arg(Battle::phaseName(battle.phase()));
    switch (kind()) {
    case Kind::Charge: {
        const ChargeBy by = ChargeBy(m_chargeBy->checkedId());
        QList<UnitId> keep = checked(m_chargers);
        if (keep.isEmpty() && m_start && battle.sideOf(*m_start) == active)
            keep = {*m_start};
        fillChecklist(
            m_chargers, unitsOf(active, false),
            [&](const Unit &u) -> std::optional<Error> {
                if (battle.phase() != Phase::Command)
                    return Error{QString(), notNow};
                return whyCannotCharge(u, by, phase);
            },
            keep);
        QList<UnitId> targets = checked(m_charged);
        if (targets.isEmpty() && m_start && battle.sideOf(*m_start) == active.opponent())
            targets = {*m_start};
        fillChecklist(
            m_charged, unitsOf(active.opponent(), false), [](const Unit &u) { return whyCannotBeCharged(u); }, targets);
        break;
    }
    case Kind::Evade:
        fillCombo(m_evader, unitsOf(active, false), [&](const Unit &u) -> std::optional<Error> {
            if (battle.phase() != Phase::Command)
                return Error{QString(), notNow};
            return whyCannotEvade(u, phase);
        });
        {
            QList<const Unit *> friends;
            const QVariant evader = m_evader->currentData();
            for (const Unit *u : unitsOf(active, false)) {
                if (!evader.isValid() || u->id != evader.value<UnitId>())
                    friends.append(u);
            }
            fillChecklist(
                m_burstThrough, friends, [](const Unit &) { return std::optional<Error>(); }, checked(m_burstThrough));
        }
        break;
    case Kind::HomeBack: {
        QList<const Unit *> flyers;
        for (const Unit *u : unitsOf(active, false)) {
            if (u->profile.has(Trait::Flyer))
                flyers.append(u);
        }
        fillCombo(m_flyer, flyers, [&](const Unit &u) -> std::optional<Error> {
            if (battle.phase() != Phase::Command)
                return Error{QString(), notNow};
            return whyCannotHomeBack(u, phase);
        });
        break;
    }
    case Kind::Advance: {
        fillCombo(m_advancer, unitsOf(Side::first(), false) + unitsOf(Side::second(), false),
                  [&](const Unit &u) -> std::optional<Error> {
                      if (battle.phase() != Phase::Combat)
                          return Error{QString(), notNow};
                      return whyCannotAdvanceInto(u);
                  });
        const QVariant advancer = m_advancer->currentData();
        const std::optional<Side> side = advancer.isValid() ? battle.sideOf(advancer.value<UnitId>()) : std::nullopt;
        fillChecklist(
            m_contacted, side ? unitsOf(side->opponent(), false) : QList<const Unit *>{},
            [](const Unit &u) { return whyCannotBeCharged(u); }, checked(m_contacted));
        break;
    }
    case Kind::Join: {
        fillCombo(m_character, unitsOf(active, true) + unitsOf(active.opponent(), true),
                  [](const Unit &) { return std::optional<Error>(); });
        const QVariant character = m_character->currentData();
        const Unit *c = character.isValid() ? battle.unit(character.value<UnitId>()) : nullptr;
        const QSignalBlocker blocker(m_joined);
        const QVariant current = m_joined->currentData();
        m_joined->clear();
        if (c) {
            m_joined->addItem(tr("No unit: he leaves the one he was with"), QVariant());
            int firstAllowed = -1;
            for (const Unit *u : unitsOf(*battle.sideOf(c->id), false)) {
                // A unit his army list keeps him out of is shown greyed, with the reason.
                const std::optional<Error> refusal = whyCannotJoin(*c, *u);
                m_joined->addItem(refusal ? refusedText(*u, *refusal) : u->displayName(), u->id);
                if (refusal) {
                    m_joined->setItemData(m_joined->count() - 1, 0, Qt::UserRole - 1);
                    m_joined->setItemData(m_joined->count() - 1, refusal->message, Qt::ToolTipRole);
                } else if (firstAllowed < 0) {
                    firstAllowed = m_joined->count() - 1;
                }
            }
            auto allowed = [&](int index) {
                return index >= 0 && !m_joined->itemData(index, Qt::UserRole - 1).isValid();
            };
            // The player's last choice, else the unit he is with, else the first he may join.
            int index = current.isValid() ? m_joined->findData(current) : -1;
            if (!allowed(index) && c->state.joinedUnit)
                index = m_joined->findData(*c->state.joinedUnit);
            if (!allowed(index))
                index = firstAllowed >= 0 ? firstAllowed : 0;
            m_joined->setCurrentIndex(index);
        }
        break;
    }
    case Kind::Confusion:
        fillCombo(m_confusedUnit, unitsOf(Side::first(), false) + unitsOf(Side::second(), false),
                  [](const Unit &) { return std::optional<Error>(); });
        break;
    case Kind::LeaveTable:
        fillCombo(m_leaver, unitsOf(Side::first(), false) + unitsOf(Side::second(), false),
                  [](const Unit &u) { return whyCannotLeaveTable(u); });
        m_leaveNote->setText(battle.ruleset().unitsLeavingTableDestroyed
                                 ? tr("In %1 a unit that leaves the table is destroyed.").arg(battle.ruleset().name())
                                 : tr("In %1 it rolls a D6 to return, -1 for each stand it has lost; the unit is "
                                      "marked off the table with the score, for you to read its row.")
                                       .arg(battle.ruleset().name()));
        break;
    case Kind::MovedThrough: {
        fillCombo(m_movedThrough, unitsOf(active, true) + unitsOf(active.opponent(), true),
                  [](const Unit &u) { return whyNotLoneCharacter(u); });
        const QVariant character = m_movedThrough->currentData();
        const Unit *c = character.isValid() ? battle.unit(character.value<UnitId>()) : nullptr;
        const QSignalBlocker blocker(m_refuge);
        const QVariant current = m_refuge->currentData();
        m_refuge->clear();
        m_refuge->addItem(tr("No unit within reach: he is slain"), QVariant());
        if (c) {
            for (const Unit *u : unitsOf(*battle.sideOf(c->id), false)) {
                const std::optional<Error> refusal = whyCannotJoin(*c, *u);
                m_refuge->addItem(refusal ? refusedText(*u, *refusal) : u->displayName(), u->id);
                if (refusal) {
                    m_refuge->setItemData(m_refuge->count() - 1, 0, Qt::UserRole - 1);
                    m_refuge->setItemData(m_refuge->count() - 1, refusal->message, Qt::ToolTipRole);
                }
            }
        }
        const int index = current.isValid() ? m_refuge->findData(current) : -1;
        m_refuge->setCurrentIndex(index >= 0 && !m_refuge->itemData(index, Qt::UserRole - 1).isValid() ? index : 0);
        break;
    }
    }
    m_filling = false;
    formChanged();
}

std::optional<ActionInput> MoveDialog::action(QString &missing) const
{
    const auto selected = [](const QComboBox *combo) -> std::optional<UnitId> {
        if (combo->currentIndex() < 0 || !combo->currentData().isValid() ||
            combo->itemData(combo->currentIndex(), Qt::UserRole - 1).isValid())
            return std::nullopt;
        return combo->currentData().value<UnitId>();
    };
    switch (kind()) {
    case Kind::Charge: {
        ChargeAction a;
        a.chargers = checked(m_chargers);
        a.charged = checked(m_charged);
        a.onInitiative = ChargeBy(m_chargeBy->checkedId()) == ChargeBy::Initiative;
        if (a.onInitiative)
            a.nearestEnemyCm = measured(m_chargeEnemyCm);
        if (a.chargers.isEmpty()) {
            missing = tr("Tick the units that charged.");
            return std::nullopt;
        }
        if (a.charged.isEmpty()) {
            missing = tr("Tick the enemy units they reached.");
            return std::nullopt;
        }
        return a;
    }
    case Kind::Evade: {
        const auto unit = selected(m_evader);
        if (!unit) {
            missing = tr("Pick the unit that evaded.");
            return std::nullopt;
        }
        return EvadeAction{*unit, checked(m_burstThrough), measured(m_evadeEnemyCm)};
    }
    case Kind::HomeBack: {
        const auto unit = selected(m_flyer);
        if (!unit) {
            missing = tr("Pick the flyer that homes back.");
            return std::nullopt;
        }
        if (m_nearestCharacter->value() < 0) {
            missing = tr("Measure how far the flyer stands from the nearest character.");
            return std::nullopt;
        }
        return HomeBackAction{*unit, m_nearestCharacter->value()};
    }
    case Kind::Advance: {
        const auto unit = selected(m_advancer);
        if (!unit) {
            missing = tr("Pick the unit that advanced.");
            return std::nullopt;
        }
        const QList<UnitId> contacted = checked(m_contacted);
        if (contacted.isEmpty()) {
            missing = tr("Tick the enemy units it reached.");
            return std::nullopt;
        }
        return AdvanceAction{*unit, contacted};
    }
    case Kind::Join: {
        const auto character = selected(m_character);
        if (!character) {
            missing = tr("Pick the character.");
            return std::nullopt;
        }
        const QVariant unit = m_joined->currentData();
        return JoinAction{*character, unit.isValid() ? std::optional<UnitId>(unit.value<UnitId>()) : std::nullopt};
    }
    case Kind::Confusion: {
        const auto unit = selected(m_confusedUnit);
        if (!unit) {
            missing = tr("Pick the unit.");
            return std::nullopt;
        }
        const auto cause = ConfusionCause(m_cause->currentData().toInt());
        return ConfusionTestAction{*unit, cause,
                                   cause == ConfusionCause::ForcedFriendsAside ? m_friendsMoved->value() : 1};
    }
    case Kind::LeaveTable: {
        const auto unit = selected(m_leaver);
        if (!unit) {
            missing = tr("Pick the unit that left the table.");
            return std::nullopt;
        }
        return LeaveTableAction{*unit};
    }
    case Kind::MovedThrough: {
        const auto character = selected(m_movedThrough);
        if (!character) {
            missing = tr("Pick the character the enemy moved through.");
            return std::nullopt;
        }
        const QVariant unit = m_refuge->currentData();
        if (!unit.isValid())
            return CharacterMovedThroughAction{*character, std::nullopt};
        const int cm = m_refugeDistance->value();
        return CharacterMovedThroughAction{*character, unit.value<UnitId>(),
                                           cm >= 0 ? std::optional<int>(cm) : std::nullopt};
    }
    }
    return std::nullopt;
}

void MoveDialog::formChanged()
{
    if (m_filling)
        return;
    if (kind() == Kind::Confusion) {
        const auto cause = ConfusionCause(m_cause->currentData().toInt());
        m_friendsMoved->setEnabled(cause == ConfusionCause::ForcedFriendsAside);
        const QString ends = ConfusionText::ends(cause);
        if (!confusionNeedsRoll(cause))
            m_causeNote->setText(tr("It is confused at once, %1.").arg(ends));
        else if (cause == ConfusionCause::ForcedFriendsAside)
            m_causeNote->setText(
                tr("Roll a D6 for each friend that made way: a %1 confuses it, %2.").arg(ConfusionTestScore).arg(ends));
        else
            m_causeNote->setText(tr("Roll a D6: a %1 confuses it, %2.").arg(ConfusionTestScore).arg(ends));
    }
    QString missing;
    if (const auto input = action(missing))
        setInput(*input);
    else
        clearInput(missing);
}

void MoveDialog::tick(QListWidget *list, const QList<UnitId> &units)
{
    for (int i = 0; i < list->count(); ++i) {
        QListWidgetItem *item = list->item(i);
        if (item->flags() & Qt::ItemIsUserCheckable)
            item->setCheckState(units.contains(item->data(Qt::UserRole).value<UnitId>()) ? Qt::Checked : Qt::Unchecked);
    }
}

void MoveDialog::setChargers(const QList<UnitId> &units)
{
    tick(m_chargers, units);
}

void MoveDialog::setCharged(const QList<UnitId> &units)
{
    tick(m_charged, units);
}

void MoveDialog::setConfusionCause(ConfusionCause cause)
{
    m_cause->setCurrentIndex(m_cause->findData(int(cause)));
}

void MoveDialog::setChargeOnInitiative(bool onInitiative)
{
    m_chargeBy->button(int(onInitiative ? ChargeBy::Initiative : ChargeBy::Order))->setChecked(true);
}

bool MoveDialog::chargeOnInitiative() const
{
    return m_chargeBy->checkedId() == int(ChargeBy::Initiative);
}

} // namespace wm
