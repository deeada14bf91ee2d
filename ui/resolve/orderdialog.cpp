// SPDX-License-Identifier: GPL-3.0-or-later
#include "orderdialog.h"

#include "core/game/actionresolver.h"
#include "core/game/preview/orderpreview.h"
#include "core/game/rulequestions.h"
#include "core/limits.h"
#include "core/odds/oddstext.h"
#include "core/rules/command.h"
#include "core/rules/movement.h"
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
#include <QStandardItemModel>
#include <QStyle>
#include <QVBoxLayout>

namespace wm {

namespace {

const Unit *unitIn(const Battle &battle, std::optional<UnitId> id)
{
    return id ? battle.unit(*id) : nullptr;
}

void setItemEnabled(QComboBox *combo, int index, bool enabled)
{
    if (auto *model = qobject_cast<QStandardItemModel *>(combo->model()))
        model->item(index)->setEnabled(enabled);
}

} // namespace

OrderDialog::OrderDialog(GameController &game, DiceSource &appDice, DiceMode mode, std::optional<UnitId> unit,
                         QWidget *parent)
    : ResolverDialog(game, appDice, mode, parent)
{
    setWindowTitle(tr("Give an Order"));

    auto *form = new QWidget;
    form->setObjectName(QStringLiteral("orderForm"));
    auto *columns = new QHBoxLayout(form);
    columns->setContentsMargins(0, 0, 0, 0);

    // Left: who orders whom.
    columns->addWidget(buildWhoBox(form), 1);
    // Right: what only the table shows, and the penalties that come of it all.
    auto *right = new QVBoxLayout;
    right->addWidget(buildTableBox(form));
    right->addWidget(buildPenaltyBox(form), 1);
    columns->addLayout(right, 1);

    setForm(form);
    preselect(unit);
    connectForm(game);
    formChanged();
    resize(860, 760);
}

QGroupBox *OrderDialog::buildWhoBox(QWidget *form)
{
    auto *whoBox = new QGroupBox(tr("Who orders whom"), form);
    auto *whoLayout = new QVBoxLayout(whoBox);
    auto *characterLabel = new QLabel(tr("&Character giving the order:"), whoBox);
    m_character = new QComboBox(whoBox);
    m_character->setObjectName(QStringLiteral("characterCombo"));
    characterLabel->setBuddy(m_character);
    whoLayout->addWidget(characterLabel);
    whoLayout->addWidget(m_character);
    m_characterNote = new QLabel(whoBox);
    m_characterNote->setObjectName(QStringLiteral("characterNote"));
    m_characterNote->setWordWrap(true);
    whoLayout->addWidget(m_characterNote);

    auto *unitsLabel = new QLabel(tr("&Units ordered (one, or up to four touching for a brigade):"), whoBox);
    unitsLabel->setWordWrap(true);
    m_units = new QListWidget(whoBox);
    m_units->setObjectName(QStringLiteral("unitList"));
    m_units->setMinimumHeight(120);
    // A refused unit reads with its reason on its one line, the whole sentence in its tooltip: every
    // row is as tall as the next, so no reason that comes or goes moves a row under the pointer.
    m_units->setUniformItemSizes(true);
    m_units->setTextElideMode(Qt::ElideRight);
    m_units->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    unitsLabel->setBuddy(m_units);
    whoLayout->addWidget(unitsLabel);
    whoLayout->addWidget(m_units, 1);

    m_penaltyUnitLabel = new QLabel(tr("A blunder's lasting &penalty falls on:"), whoBox);
    m_penaltyUnitLabel->setWordWrap(true);
    m_penaltyUnit = new QComboBox(whoBox);
    m_penaltyUnit->setObjectName(QStringLiteral("penaltyUnitCombo"));
    m_penaltyUnitLabel->setBuddy(m_penaltyUnit);
    whoLayout->addWidget(m_penaltyUnitLabel);
    whoLayout->addWidget(m_penaltyUnit);
    return whoBox;
}

QGroupBox *OrderDialog::buildTableBox(QWidget *form)
{
    auto *tableBox = new QGroupBox(tr("On the table"), form);
    auto *tableLayout = new QFormLayout(tableBox);
    // The distance as measured, in whole cm: where its penalty starts differs between the rulesets,
    // so core counts it. Anything up to the longest table is taken in; beyond a character's reach
    // core says why the order cannot be given.
    auto *distanceRow = new QHBoxLayout;
    m_distance = new QSpinBox(tableBox);
    m_distance->setObjectName(QStringLiteral("distanceSpin"));
    m_distance->setRange(0, Limits::DistanceCm);
    m_distance->setSuffix(tr(" cm"));
    m_distance->setAccelerated(true);
    m_distance->setToolTip(tr("From the character to the farthest unit ordered, in whole cm"));
    m_distancePenalty = new QLabel(tableBox);
    m_distancePenalty->setObjectName(QStringLiteral("distancePenalty"));
    distanceRow->addWidget(m_distance);
    distanceRow->addWidget(m_distancePenalty, 1);
    auto *distanceLabel = new QLabel(tr("&Distance to the farthest unit:"), tableBox);
    distanceLabel->setBuddy(m_distance);
    tableLayout->addRow(distanceLabel, distanceRow);
    m_enemyNear = new QCheckBox(tr("&Enemy within %1 cm of a unit ordered").arg(EnemyNearCm), tableBox);
    m_enemyNear->setObjectName(QStringLiteral("enemyNearCheck"));
    m_enemyNear->setToolTip(tr("Any enemy unit, seen or not; enemy characters do not count"));
    tableLayout->addRow(m_enemyNear);
    m_denseTerrain = new QCheckBox(tr("A stand in dense &terrain (woods, buildings...)"), tableBox);
    m_denseTerrain->setObjectName(QStringLiteral("denseTerrainCheck"));
    tableLayout->addRow(m_denseTerrain);
    // Enemy wizards' auras that make orders harder: the player says which reach this order.
    m_auraBox = new QWidget(tableBox);
    m_auraBox->setObjectName(QStringLiteral("auraBox"));
    auto *auraLayout = new QVBoxLayout(m_auraBox);
    auraLayout->setContentsMargins(0, 0, 0, 0);
    tableLayout->addRow(m_auraBox);
    // What the army lists' rules ask about this order: a power used now, what only the table shows.
    m_ruleBox = new QWidget(tableBox);
    m_ruleBox->setObjectName(QStringLiteral("ruleBox"));
    auto *ruleLayout = new QVBoxLayout(m_ruleBox);
    ruleLayout->setContentsMargins(0, 0, 0, 0);
    m_ruleBox->setVisible(false);
    tableLayout->addRow(m_ruleBox);
    addDevices(tableBox, tableLayout);
    return tableBox;
}

void OrderDialog::addDevices(QGroupBox *tableBox, QFormLayout *tableLayout)
{
    // The General's devices of power, each shown only while it can be used on this order.
    auto addDevice = [&](const QString &name, const QString &text, const QString &tip) {
        auto *box = new QCheckBox(text, tableBox);
        box->setObjectName(name);
        box->setToolTip(tip);
        tableLayout->addRow(box);
        connect(box, &QCheckBox::toggled, this, &OrderDialog::formChanged);
        return box;
    };
    m_crown = addDevice(QStringLiteral("crownCheck"), tr("Use the &Crown of Command"),
                        tr("The General's first order this turn: Command %1, no penalties; a failed order ends the "
                           "Crown's power")
                            .arg(CrownCommand));
    m_helm = addDevice(QStringLiteral("helmCheck"), tr("Wear the &Helm of Dominion this turn"),
                       tr("%1 Command (%2 at most) for every order of the General this turn; once a battle")
                           .arg(signedNumber(HelmCommandBonus))
                           .arg(MaxCommand));
    m_orb = addDevice(
        QStringLiteral("orbCheck"), tr("Use the &Orb of Majesty if the order fails"),
        tr("Once a battle: a failed order is rolled again as at Command %1, with the same penalties").arg(OrbCommand));
    m_sceptre = addDevice(QStringLiteral("sceptreCheck"), tr("Use the &Sceptre of Sovereignty on a double six"),
                          tr("Once a battle: a double six is ignored and the order passes"));
}

QGroupBox *OrderDialog::buildPenaltyBox(QWidget *form)
{
    auto *penaltyBox = new QGroupBox(tr("The roll needed"), form);
    auto *penaltyLayout = new QVBoxLayout(penaltyBox);
    m_penalties = new QLabel(penaltyBox);
    m_penalties->setObjectName(QStringLiteral("penaltiesView"));
    m_penalties->setWordWrap(true);
    m_penalties->setTextFormat(Qt::RichText);
    m_penalties->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    QFont readable = m_penalties->font();
    readable.setPointSizeF(readable.pointSizeF() * 1.15);
    m_penalties->setFont(readable);
    penaltyLayout->addWidget(m_penalties);
    penaltyLayout->addStretch();
    m_odds = new OddsView(penaltyBox);
    penaltyLayout->addWidget(m_odds);
    return penaltyBox;
}

void OrderDialog::preselect(std::optional<UnitId> unit)
{
    // Preselection: the character given, or for a unit given, the character who already ordered it;
    // otherwise the character giving orders now, who most likely goes on.
    const Unit *given = unitIn(this->game().battle(), unit);
    std::optional<UnitId> character = unit;
    if (given && !given->profile.isCharacter())
        character = given->state.orderedBy;
    if (!character)
        character = this->game().battle().commandPhase().orderingCharacter;
    fillCharacters(character);
    fillUnits(given && !given->profile.isCharacter() ? QList<UnitId>{given->id} : QList<UnitId>{});
    fillAuras();
}

void OrderDialog::connectForm(GameController &game)
{
    connect(m_character, &QComboBox::currentIndexChanged, this, [this] {
        showCharacterNote();
        fillUnits(checkedUnits());
        formChanged();
    });
    connect(m_units, &QListWidget::itemChanged, this, &OrderDialog::formChanged);
    connect(m_penaltyUnit, &QComboBox::currentIndexChanged, this, &OrderDialog::formChanged);
    connect(m_distance, &QSpinBox::valueChanged, this, &OrderDialog::formChanged);
    connect(m_enemyNear, &QCheckBox::toggled, this, &OrderDialog::formChanged);
    connect(m_denseTerrain, &QCheckBox::toggled, this, &OrderDialog::formChanged);
    // An undo or redo behind the dialog may free or stop a character: the lists follow the game.
    connect(&game, &GameController::changed, this, &OrderDialog::refreshFromGame);
}

std::optional<UnitId> OrderDialog::selectedCharacter() const
{
    if (m_character->currentIndex() < 0)
        return std::nullopt;
    return m_character->currentData().value<UnitId>();
}

QList<UnitId> OrderDialog::checkedUnits() const
{
    QList<UnitId> ids;
    for (int i = 0; i < m_units->count(); ++i) {
        const QListWidgetItem *item = m_units->item(i);
        if (item->checkState() == Qt::Checked)
            ids.append(item->data(Qt::UserRole).value<UnitId>());
    }
    return ids;
}

std::optional<OrderAction> OrderDialog::order() const
{
    const auto character = selectedCharacter();
    const QList<UnitId> units = checkedUnits();
    if (!character || units.isEmpty())
        return std::nullopt;
    OrderAction action;
    action.character = *character;
    action.units = units;
    action.distanceCm = m_distance->value();
    action.enemyWithin20cm = m_enemyNear->isChecked();
    action.denseTerrain = m_denseTerrain->isChecked();
    auto used = [](const QCheckBox *box) { return !box->isHidden() && box->isChecked(); };
    action.crownOfCommand = used(m_crown);
    action.helmOfDominion = used(m_helm);
    action.orbOfMajesty = used(m_orb);
    action.sceptreOfSovereignty = used(m_sceptre);
    for (const QCheckBox *box : m_auras) {
        if (box->isChecked())
            action.inAuraOf.append(box->property("wizard").value<UnitId>());
    }
    for (const QCheckBox *box : m_rules) {
        if (box->isChecked())
            action.rules.append(box->property("rule").toString());
    }
    // Asked only where the player has a choice to make (see fillPenaltyUnits).
    if (!m_penaltyUnit->isHidden() && m_penaltyUnit->currentIndex() >= 0)
        action.penaltyUnit = m_penaltyUnit->currentData().value<UnitId>();
    return action;
}

// Each fill blocks the signals of the list it fills: a half-filled list resolves nothing.
void OrderDialog::fillCharacters(std::optional<UnitId> preferred)
{
    const QSignalBlocker quiet(m_character);
    const Battle &battle = game().battle();
    m_character->clear();
    QStringList reasons;
    int preferredIndex = -1;
    int firstFree = -1;
    for (const Unit &u : battle.army(battle.activeSide())) {
        if (!givesOrders(u))
            continue;
        auto why = whyCannotOrder(u, battle.commandPhase());
        if (!why && battle.movesChecked())
            why = whyCharacterFinished(u, battle.commandPhase());
        const int index = m_character->count();
        if (why) {
            m_character->addItem(
                tr("%1, Command %2: no more orders this phase").arg(u.displayName()).arg(*u.profile.command), u.id);
            setItemEnabled(m_character, index, false);
            m_character->setItemData(index, why->message, Qt::ToolTipRole);
            if (!reasons.contains(why->message))
                reasons.append(why->message);
            continue;
        }
        m_character->addItem(tr("%1, Command %2").arg(u.displayName()).arg(*u.profile.command), u.id);
        if (firstFree < 0)
            firstFree = index;
        if (preferred && *preferred == u.id)
            preferredIndex = index;
    }
    if (m_character->count() == 0)
        reasons.append(tr("No character of this side can give orders."));
    m_character->setCurrentIndex(preferredIndex >= 0 ? preferredIndex : firstFree);

    m_unavailable = reasons;
    showCharacterNote();
}

void OrderDialog::showCharacterNote()
{
    QStringList note = m_unavailable;
    if (const Unit *character = unitIn(game().battle(), selectedCharacter())) {
        if (const auto range = commandRangeCm(character->profile))
            note.append(tr("%1 orders units up to %2 cm away.").arg(character->displayName()).arg(*range));
        else
            note.append(tr("%1 orders units anywhere on the table.").arg(character->displayName()));
    }
    m_characterNote->setText(note.join(QLatin1Char('\n')));
}

void OrderDialog::fillUnits(const QList<UnitId> &checked)
{
    const QSignalBlocker quiet(m_units);
    const Battle &battle = game().battle();
    const Unit *character = unitIn(battle, selectedCharacter());
    m_units->clear();
    for (const Unit &u : battle.army(battle.activeSide())) {
        if (u.profile.isCharacter() || u.state.isDestroyed())
            continue;
        auto *item = new QListWidgetItem(m_units);
        item->setData(Qt::UserRole, u.id);
        auto why = character ? whyCannotTakeOrder(u, *character, battle.ruleset()) : std::nullopt;
        // A unit he has left is not his to order again (FACTS §1.3).
        if (!why && character && battle.movesChecked())
            why = whyOutOfSequence(u, *character, battle.commandPhase());
        if (why) {
            // The reason names the unit: it stands in for the name, greyed out.
            item->setText(why->message);
            item->setToolTip(why->message);
            item->setFlags(Qt::NoItemFlags);
            item->setCheckState(Qt::Unchecked);
            continue;
        }
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        // An engaged unit is said so and never ticked for the player: an order to it is his to give.
        item->setText(u.state.engaged ? tr("%1 (engaged in combat)").arg(u.displayName()) : u.displayName());
        item->setCheckState(checked.contains(u.id) && !u.state.engaged ? Qt::Checked : Qt::Unchecked);
    }
    fillPenaltyUnits();
}

void OrderDialog::showDistancePenalty()
{
    QList<Unit> units;
    for (UnitId id : checkedUnits()) {
        if (const Unit *u = game().battle().unit(id))
            units.append(*u);
    }
    const int penalty = distancePenalty(units, m_distance->value(), game().battle().ruleset());
    const QString reason = distancePenaltyReason(units, m_distance->value(), game().battle().ruleset());
    const QString value = penalty == 0 ? tr("no penalty") : tr("−%1 Command").arg(-penalty);
    // A penalty that is not the table's says why: the Trolls' is doubled.
    m_distancePenalty->setText(reason.isEmpty() ? value : tr("%1 (%2)").arg(value, reason));
}

void OrderDialog::fillPenaltyUnits()
{
    // Also filled from formChanged(): its own signals must not come back there.
    const QSignalBlocker quiet(m_penaltyUnit);
    const auto previous =
        m_penaltyUnit->currentIndex() >= 0 ? std::optional(m_penaltyUnit->currentData().value<UnitId>()) : std::nullopt;
    const QList<UnitId> units = checkedUnits();
    m_penaltyUnit->clear();
    for (UnitId id : units) {
        if (const Unit *u = game().battle().unit(id))
            m_penaltyUnit->addItem(u->displayName(), id);
    }
    const int keep = previous ? m_penaltyUnit->findData(*previous) : -1;
    m_penaltyUnit->setCurrentIndex(keep >= 0 ? keep : 0);
    // Only a brigade has a choice to make, and only where a blunder's penalty falls on one unit of it.
    const bool choice = units.size() > 1 && !game().battle().ruleset().blunderPenaltyOnWholeBrigade;
    m_penaltyUnitLabel->setVisible(choice);
    m_penaltyUnit->setVisible(choice);
}

void OrderDialog::refreshFromGame()
{
    const auto character = selectedCharacter();
    const QList<UnitId> units = checkedUnits();
    fillCharacters(character);
    fillUnits(units);
    fillAuras();
    formChanged();
}

void OrderDialog::fillAuras()
{
    QList<UnitId> checked;
    for (QCheckBox *box : std::as_const(m_auras)) {
        if (box->isChecked())
            checked.append(box->property("wizard").value<UnitId>());
        delete box;
    }
    m_auras.clear();
    const Battle &battle = game().battle();
    for (const Unit &wizard : battle.army(battle.activeSide().opponent())) {
        const QList<SpellOnUnit> auras = orderAurasOf(wizard);
        if (auras.isEmpty())
            continue;
        QStringList spells;
        for (const SpellOnUnit &on : auras)
            spells.append(on.spell);
        auto *box = new QCheckBox(tr("Within %1 cm of %2 (%3)")
                                      .arg(auras.constFirst().rangeCm)
                                      .arg(wizard.displayName(), spells.join(tr(", "))),
                                  m_auraBox);
        box->setObjectName(QStringLiteral("auraCheck%1").arg(wizard.id));
        box->setProperty("wizard", wizard.id);
        box->setToolTip(tr("Check when the unit ordered, or a unit of the brigade, is within the spell's reach"));
        box->setChecked(checked.contains(wizard.id));
        m_auraBox->layout()->addWidget(box);
        connect(box, &QCheckBox::toggled, this, &OrderDialog::formChanged);
        m_auras.append(box);
    }
    m_auraBox->setVisible(!m_auras.isEmpty());
}

void OrderDialog::fillRuleQuestions()
{
    std::optional<OrderAction> action = order();
    QList<RuleQuestion> questions;
    if (action)
        questions = RuleQuestions::ofOrder(game().battle(), *action);
    // The same questions keep their boxes, and the answers given.
    if (questions == m_questions)
        return;
    QStringList checked;
    for (const QCheckBox *box : std::as_const(m_rules)) {
        if (box->isChecked())
            checked.append(box->property("rule").toString());
    }
    m_rules.clear();
    while (QLayoutItem *item = m_ruleBox->layout()->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    m_questions = questions;
    for (const RuleQuestion &q : std::as_const(questions)) {
        // The box is named after the rule; its question, in the rule's words, wraps beneath it.
        auto *box = new QCheckBox(q.rule, m_ruleBox);
        box->setObjectName(QStringLiteral("rule_%1").arg(q.rule));
        box->setProperty("rule", q.rule);
        box->setToolTip(tr("Its special rule: tick it when the players say so"));
        box->setChecked(checked.contains(q.rule));
        auto *words = new QLabel(q.text, m_ruleBox);
        words->setObjectName(QStringLiteral("ruleQuestion_%1").arg(q.rule));
        words->setWordWrap(true);
        words->setIndent(style()->pixelMetric(QStyle::PM_IndicatorWidth) +
                         style()->pixelMetric(QStyle::PM_CheckBoxLabelSpacing));
        words->setBuddy(box);
        m_ruleBox->layout()->addWidget(box);
        m_ruleBox->layout()->addWidget(words);
        connect(box, &QCheckBox::toggled, this, &OrderDialog::formChanged);
        m_rules.append(box);
    }
    m_ruleBox->setVisible(!m_rules.isEmpty());
}

void OrderDialog::showDevices()
{
    const auto id = selectedCharacter();
    const OrderDevices devices = id ? orderDevicesOf(game().battle(), *id) : OrderDevices{};
    const QSignalBlocker a(m_crown), b(m_helm), c(m_orb), d(m_sceptre);
    m_crown->setVisible(devices.crownOfCommand);
    m_helm->setVisible(devices.helmOfDominion);
    m_orb->setVisible(devices.orbOfMajesty);
    m_sceptre->setVisible(devices.sceptreOfSovereignty);
}

void OrderDialog::showPenalties(const QStringList &lines, bool problem)
{
    m_penaltyLines = lines;
    QString html;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QString line = lines.at(i).toHtmlEscaped();
        // The last line is what the roll must make: the one to read from across the table.
        if (problem)
            html += QStringLiteral("<p style=\"color: #c01c28;\">%1</p>").arg(line);
        else if (i == lines.size() - 1)
            html += QStringLiteral("<p style=\"font-size: x-large;\"><b>%1</b></p>").arg(line);
        else
            html += QStringLiteral("<p style=\"margin: 0px;\">%1</p>").arg(line);
    }
    m_penalties->setText(html);
}

// The chances of this order and of the orders after it, over the same resolver that gives it.
void OrderDialog::showOdds(const OrderAction &action)
{
    const Result<OrderOdds> odds = orderOddsOf(game().battle(), action);
    if (!odds) {
        m_odds->setNoOdds(odds.error().message);
        return;
    }
    m_odds->setOdds(OddsText::order(odds.value()), odds->ordersInARowExactly(), tr("Orders in a row"), true);
}

void OrderDialog::formChanged()
{
    showDevices();
    fillRuleQuestions();
    fillPenaltyUnits();
    showDistancePenalty();
    const Battle &battle = game().battle();
    const auto action = order();
    if (!action) {
        const QString reason = !selectedCharacter() ? tr("Pick the character who gives the order.")
                                                    : tr("Pick the unit to order, or up to four for a brigade.");
        showPenalties({reason}, true);
        m_odds->setNoOdds(reason);
        clearInput(reason);
        return;
    }

    // The order as the resolver will give it: core builds it from the form's action.
    const Result<OrderPreview> preview = previewOrder(battle, *action);
    if (preview) {
        QStringList lines{preview->commandText()};
        for (const OrderPenalty &penalty : preview->penalties)
            lines.append(penalty.describe());
        if (preview->penalties.isEmpty())
            lines.append(tr("No penalties"));
        lines.append(preview->neededText());
        showPenalties(lines, false);
    } else {
        showPenalties({preview.error().message}, true);
    }
    showOdds(*action);
    // The draft says the same when the order cannot be given, in the steps below.
    setInput(*action);
}

} // namespace wm
