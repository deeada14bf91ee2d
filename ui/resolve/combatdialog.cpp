// SPDX-License-Identifier: GPL-3.0-or-later
#include "combatdialog.h"

#include "core/game/actionrules.h"
#include "core/game/preview/combatpreview.h"
#include "core/game/rulequestions.h"
#include "core/game/walkthrough/combatwalkthrough.h"
#include "core/odds/oddstext.h"
#include "ui/odds/oddsview.h"
#include "ui/resolve/combatchoicebox.h"
#include "ui/resolve/combatunitbox.h"
#include "ui/resolve/dicepanel.h"
#include "ui/resolve/engagementarea.h"
#include "ui/resolve/engagementchoice.h"

#include <QCheckBox>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QScopedValueRollback>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>

#include <vector>

namespace wm {

CombatDialog::CombatDialog(GameController &game, DiceSource &appDice, DiceMode mode, std::optional<UnitId> unit,
                           QWidget *parent)
    : ResolverDialog(game, appDice, mode, parent)
{
    setWindowTitle(tr("Fight a Combat"));

    auto *form = new QWidget;
    form->setObjectName(QStringLiteral("combatForm"));
    auto *layout = new QVBoxLayout(form);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(buildEngagement(unit));
    // The odds of the round as the form stands, before its dice.
    auto *oddsBox = new QGroupBox(tr("The odds before the dice"), form);
    auto *oddsLayout = new QVBoxLayout(oddsBox);
    m_odds = new OddsView(oddsBox);
    oddsLayout->addWidget(m_odds);
    layout->addWidget(oddsBox);
    layout->addWidget(buildAfterRound());
    // Height the round does not need (its result hidden again for the next round) goes below it,
    // never between the rows.
    layout->addStretch(1);
    setForm(form);

    // New dice can bring the round's result and with it the choices to offer.
    connect(this, &ResolverDialog::draftShown, this, &CombatDialog::draftChanged);
    connect(&game, &GameController::changed, this, &CombatDialog::gameChanged);
    refresh();
}

QWidget *CombatDialog::buildEngagement(std::optional<UnitId> unit)
{
    const Battle &battle = game().battle();
    m_armies = {battle.activeSide(), battle.activeSide().opponent()};

    auto *engagement = new QWidget;
    auto *layout = new QVBoxLayout(engagement);
    layout->setContentsMargins(0, 0, 0, 0);

    layout->addLayout(buildTopRow(engagement));

    const Unit *chosen = unit ? battle.unit(*unit) : nullptr;
    if (chosen && chosen->profile.isCharacter())
        chosen = nullptr;
    // The engagement of the unit asked for, or the next to fight; with none, the unit alone.
    const QList<Engagement> engagements = engagementsOf(battle);
    const std::optional<Engagement> toFight =
        engagementToFight(engagements, chosen ? std::optional(chosen->id) : std::nullopt);
    if (toFight && chosen && !toFight->contains(chosen->id))
        chosen = nullptr;
    m_engagementChoice->setEngagements(battle, engagements, toFight);

    // Large engagements scroll, so the result, the choices and the dice stay in sight.
    m_sidesScroll = new EngagementArea(engagement);
    m_sidesScroll->setObjectName(QStringLiteral("engagementScroll"));
    m_sidesScroll->setWidgetResizable(true);
    m_sidesScroll->setFrameShape(QFrame::NoFrame);
    auto *sidesWidget = new QWidget(m_sidesScroll);
    auto *sides = new QHBoxLayout(sidesWidget);
    sides->setContentsMargins(0, 0, 0, 0);
    for (Side side : Side::both()) {
        const auto ticked = [&](UnitId id) { return toFight ? toFight->contains(id) : chosen && id == chosen->id; };
        sides->addWidget(buildSide(side, ticked, sidesWidget), 1);
    }
    m_sidesScroll->setWidget(sidesWidget);
    layout->addWidget(m_sidesScroll);

    m_chosen = chosen ? chosen->id : 0;
    if (toFight)
        m_round->setValue(toFight->round);
    showUnits();
    connect(m_showAll, &QCheckBox::toggled, this, &CombatDialog::showUnits);
    connect(m_engagementChoice, &EngagementChoice::engagementChosen, this, &CombatDialog::takeEngagement);
    connect(m_round, &QSpinBox::valueChanged, this, &CombatDialog::formChanged);
    return engagement;
}

QLayout *CombatDialog::buildTopRow(QWidget *parent)
{
    auto *top = new QHBoxLayout;
    m_engagementChoice = new EngagementChoice(parent);
    top->addWidget(m_engagementChoice);
    auto *roundLabel = new QLabel(tr("Ro&und of this engagement in this Combat phase:"), parent);
    m_round = new QSpinBox(parent);
    m_round->setObjectName(QStringLiteral("roundSpin"));
    m_round->setRange(1, 99);
    roundLabel->setBuddy(m_round);
    top->addWidget(roundLabel);
    top->addWidget(m_round);
    top->addStretch();
    m_showAll = new QCheckBox(tr("&Show units not in combat"), parent);
    m_showAll->setObjectName(QStringLiteral("showAllUnits"));
    m_showAll->setToolTip(tr("A unit supporting without touching the enemy may not be marked as engaged"));
    top->addWidget(m_showAll);
    return top;
}

QGroupBox *CombatDialog::buildSide(Side side, const std::function<bool(UnitId)> &ticked, QWidget *parent)
{
    const Battle &battle = game().battle();
    const GameSetup &setup = game().session().game().setup();
    const Side army = m_armies[side];
    auto *box = new QGroupBox(side == Side::first() ? tr("%1, whose turn it is").arg(setup.players[army])
                                                    : tr("%1").arg(setup.players[army]),
                              parent);
    box->setObjectName(side == Side::first() ? QStringLiteral("activeSide") : QStringLiteral("otherSide"));
    auto *column = new QVBoxLayout(box);
    QList<Unit> characters;
    for (const Unit &u : battle.army(army)) {
        if (u.profile.isCharacter() && !u.state.isDestroyed())
            characters.append(u);
    }
    for (const Unit &u : battle.army(army)) {
        if (u.profile.isCharacter() || u.state.isDestroyed())
            continue;
        auto *unitBox = new CombatUnitBox(u, characters, box);
        unitBox->setChecked(ticked(u.id));
        column->addWidget(unitBox);
        m_units[side].append(unitBox);
        connect(unitBox, &CombatUnitBox::changed, this, &CombatDialog::formChanged);
    }
    m_noUnits[side] =
        new QLabel(tr("No unit of this side is engaged: tick \u201cShow units not in combat\u201d."), box);
    m_noUnits[side]->setObjectName(side == Side::first() ? QStringLiteral("activeSideEmpty")
                                                         : QStringLiteral("otherSideEmpty"));
    m_noUnits[side]->setWordWrap(true);
    column->addWidget(m_noUnits[side]);
    column->addStretch();
    return box;
}

void CombatDialog::takeEngagement(const Engagement &engagement)
{
    {
        std::vector<QSignalBlocker> quiet;
        for (const QList<CombatUnitBox *> &side : std::as_const(m_units)) {
            for (CombatUnitBox *box : side) {
                quiet.emplace_back(box);
                box->setChecked(engagement.contains(box->unitId()));
            }
        }
        const QSignalBlocker block(m_round);
        m_round->setValue(engagement.round);
    }
    m_chosen = 0;
    clearChoices();
    clearDice();
    showUnits();
    refresh();
}

void CombatDialog::showUnits()
{
    // The units of the engagement shown, those taking part and the one asked for; the rest on request.
    const std::optional<Engagement> shownEngagement = m_engagementChoice->engagement();
    for (Side side : Side::both()) {
        bool any = false;
        for (CombatUnitBox *b : std::as_const(m_units[side])) {
            const bool inIt = shownEngagement ? shownEngagement->contains(b->unitId()) : b->unit().state.engaged;
            const bool shown = !b->unit().state.isDestroyed() &&
                               (m_showAll->isChecked() || inIt || b->takesPart() || m_chosen == b->unitId());
            b->setVisible(shown);
            any = any || shown;
        }
        m_noUnits[side]->setVisible(!any);
    }
    fitEngagement();
}

void CombatDialog::fitEngagement()
{
    // As tall as the units need at the width they have, up to about two units a side: the rest of
    // the height is for the steps. Only a shown dialog knows its widths.
    QWidget *units = m_sidesScroll->widget();
    if (!units || !isVisible())
        return;
    // Measured without a scroll bar and with the frame added: a few pixels short, and the scroll bar
    // that appears narrows the units until they no longer fit.
    const int frame = 2 * m_sidesScroll->frameWidth();
    const int width = m_sidesScroll->width() - frame;
    const int needed = units->hasHeightForWidth() ? units->heightForWidth(width) : units->sizeHint().height();
    constexpr int tallest = 560;
    const bool fits = needed + frame <= tallest;
    // Sized to fit, the area would still show a scroll bar for a layout pass: none when all is in sight.
    m_sidesScroll->setVerticalScrollBarPolicy(fits ? Qt::ScrollBarAlwaysOff : Qt::ScrollBarAsNeeded);
    m_sidesScroll->setFixedHeight(std::min(needed + frame, tallest));
}

void CombatDialog::showEvent(QShowEvent *event)
{
    ResolverDialog::showEvent(event);
    fitEngagement();
}

void CombatDialog::resizeEvent(QResizeEvent *event)
{
    ResolverDialog::resizeEvent(event);
    fitEngagement();
}

QWidget *CombatDialog::buildAfterRound()
{
    auto *after = new QWidget;
    auto *layout = new QHBoxLayout(after);
    layout->setContentsMargins(0, 0, 0, 0);

    m_resultBox = new QGroupBox(tr("Result of the round"), after);
    m_resultBox->setObjectName(QStringLiteral("resultBox"));
    auto *resultLayout = new QVBoxLayout(m_resultBox);
    m_result = new QLabel(m_resultBox);
    m_result->setObjectName(QStringLiteral("roundResult"));
    m_result->setWordWrap(true);
    m_result->setTextFormat(Qt::PlainText);
    m_result->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_result->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont readable = m_result->font();
    readable.setPointSizeF(readable.pointSizeF() * 1.15);
    m_result->setFont(readable);
    resultLayout->addWidget(m_result);
    resultLayout->addStretch();
    // The result is what the players read out: it gets the larger share.
    layout->addWidget(m_resultBox, 3);

    m_choicesBox = new QGroupBox(tr("What each unit does now"), after);
    m_choicesBox->setObjectName(QStringLiteral("choicesBox"));
    m_choicesLayout = new QVBoxLayout(m_choicesBox);
    layout->addWidget(m_choicesBox, 2);

    m_resultBox->hide();
    m_choicesBox->hide();
    return after;
}

int CombatDialog::round() const
{
    return m_round->value();
}

void CombatDialog::formChanged()
{
    refresh();
}

void CombatDialog::draftChanged()
{
    refresh();
}

void CombatDialog::gameChanged()
{
    const Battle &battle = game().battle();
    for (const QList<CombatUnitBox *> &side : m_units) {
        for (CombatUnitBox *box : side) {
            if (const Unit *u = battle.unit(box->unitId())) {
                box->setUnit(*u);
                if (u->state.isDestroyed()) {
                    const QSignalBlocker block(box);
                    box->setChecked(false);
                }
            }
        }
    }
    showUnits();
    refresh();
}

void CombatDialog::refresh()
{
    // Showing the round sets the draft and the rows of choices, whose signals come back here: that
    // pass is already under way.
    if (m_refreshing)
        return;
    const QScopedValueRollback refreshing(m_refreshing, true);
    // Showing the round can change the rows of choices, and so the action: a second pass takes
    // them in. The units left standing do not change with the choices, so it settles at once.
    std::optional<CombatAction> action;
    QString missing;
    for (int pass = 0; pass < 3; ++pass) {
        syncEnemies();
        syncQuestions();
        action = formAction(missing);
        if (!action)
            clearInput(missing);
        else if (!draft().input() || *draft().input() != ActionInput(*action))
            setInput(*action);
        showPlan(action);
        if (!showPreview(action))
            break;
    }
    showOdds(action, missing);
    // The units' lines change with the round (a pursuit bonus spelt out, a stand lost): their height
    // with them.
    fitEngagement();
}

void CombatDialog::syncEnemies()
{
    for (Side side : Side::both()) {
        QList<Unit> enemies;
        for (const CombatUnitBox *b : std::as_const(m_units[side.opponent()])) {
            if (b->takesPart())
                enemies.append(b->unit());
        }
        for (CombatUnitBox *b : std::as_const(m_units[side]))
            b->setEnemies(enemies);
    }
}

void CombatDialog::syncQuestions()
{
    // The questions depend on the units taking part and who fights with them, never on the answers.
    CombatAction asked;
    for (Side side : Side::both()) {
        for (const CombatUnitBox *b : std::as_const(m_units[side])) {
            if (b->takesPart())
                asked.sides[side].append(b->input());
        }
    }
    for (Side side : Side::both()) {
        qsizetype index = 0;
        for (CombatUnitBox *b : std::as_const(m_units[side])) {
            if (!b->takesPart()) {
                b->setQuestions({});
                continue;
            }
            const QSignalBlocker quiet(b);
            b->setQuestions(RuleQuestions::ofCombatUnit(game().battle(), asked, side, index));
            ++index;
        }
    }
}

std::optional<CombatAction> CombatDialog::formAction(QString &missing) const
{
    CombatAction action;
    action.round = m_round->value();
    for (Side side : Side::both()) {
        for (const CombatUnitBox *b : m_units[side]) {
            if (b->takesPart())
                action.sides[side].append(b->input());
        }
    }
    if (action.sides[Side::first()].isEmpty() || action.sides[Side::second()].isEmpty()) {
        missing = tr("Tick the units of each side that take part in the engagement.");
        return std::nullopt;
    }
    for (const CombatChoiceBox *row : m_choiceRows) {
        if (const std::optional<CombatChoice> choice = row->choice())
            action.choices.insert(row->unitId(), *choice);
        if (row->standsLostRetreating() > 0)
            action.circumstances.standsLostRetreating.insert(row->unitId(), row->standsLostRetreating());
        if (row->chargedFlankRearOrIrregular())
            action.circumstances.chargedFlankRearOrIrregular.append(row->unitId());
    }
    return action;
}

void CombatDialog::showOdds(const std::optional<CombatAction> &action, const QString &missing)
{
    if (!action) {
        m_odds->setNoOdds(missing);
        return;
    }
    const Result<CombatOdds> odds = combatOddsOf(game().battle(), *action);
    if (!odds) {
        m_odds->setNoOdds(odds.error().message);
        return;
    }
    const GameSetup &setup = game().session().game().setup();
    const QString first = setup.players[m_armies[Side::first()]];
    const QString second = setup.players[m_armies[Side::second()]];
    m_odds->setOdds(OddsText::combat(odds.value(), first, second), odds->difference,
                    tr("Result: %1 less %2").arg(first, second));
}

void CombatDialog::showPlan(const std::optional<CombatAction> &action)
{
    std::optional<CombatPlan> plan;
    if (action) {
        if (auto planned = planCombatRound(game().battle(), *action))
            plan = std::move(planned).value();
    }
    for (Side side : Side::both()) {
        int index = 0;
        for (CombatUnitBox *b : std::as_const(m_units[side])) {
            if (!b->takesPart()) {
                b->showPlan(nullptr);
                continue;
            }
            b->showPlan(plan ? &plan->units[side].at(index) : nullptr);
            ++index;
        }
    }
}

bool CombatDialog::showPreview(const std::optional<CombatAction> &action)
{
    std::optional<CombatRoundPreview> preview;
    if (action && draft().input())
        preview = previewCombatRound(game().battle(), *action, draft().entered());
    if (!preview) {
        m_resultBox->hide();
        m_choicesBox->hide();
        return false;
    }
    const CombatRoundWalkthrough steps = combatRoundWalkthrough(game().battle(), *action, preview->round);
    m_result->setText((steps.losses + steps.result).join(QLatin1Char('\n')));
    if (m_resultBox->isHidden()) {
        // The round's result and the choices it leaves are what the players look at next.
        m_resultBox->show();
        bringIntoView(m_resultBox->parentWidget());
    }

    QList<UnitId> ids;
    for (const UnitChoices &c : std::as_const(preview->choices))
        ids.append(c.id);
    QList<UnitId> shown;
    for (const CombatChoiceBox *row : std::as_const(m_choiceRows))
        shown.append(row->unitId());
    if (ids != shown) {
        clearChoices();
        showChoices(*preview);
        return true;
    }
    showChoices(*preview);
    return false;
}

void CombatDialog::clearChoices()
{
    // Later: a row may be going away from inside one of its own buttons' signals.
    for (CombatChoiceBox *row : std::as_const(m_choiceRows)) {
        row->hide();
        row->setParent(nullptr); // out of the dialog at once, so nothing finds it any more
        row->deleteLater();
    }
    m_choiceRows.clear();
}

void CombatDialog::showChoices(const CombatRoundPreview &preview)
{
    if (m_choiceRows.isEmpty()) {
        for (const UnitChoices &c : preview.choices) {
            auto *row = new CombatChoiceBox(c, preview.round, m_choicesBox);
            connect(row, &CombatChoiceBox::changed, this, &CombatDialog::formChanged);
            m_choicesLayout->addWidget(row);
            m_choiceRows.append(row);
        }
    }

    for (CombatChoiceBox *row : std::as_const(m_choiceRows)) {
        const auto found = std::find_if(preview.choices.cbegin(), preview.choices.cend(),
                                        [&](const UnitChoices &c) { return c.id == row->unitId(); });
        if (found != preview.choices.cend())
            row->showChoices(*found);
    }
    m_choicesBox->setVisible(!m_choiceRows.isEmpty());
}

void CombatDialog::loadRound(const CombatAction &action)
{
    // The form is filled with the next round whole, then read once: nothing filled resolves on its own.
    std::vector<QSignalBlocker> quiet;
    quiet.reserve(size_t(m_units[Side::first()].size() + m_units[Side::second()].size()) + 1);
    quiet.emplace_back(m_round);
    for (QList<CombatUnitBox *> &side : m_units) {
        for (CombatUnitBox *box : side)
            quiet.emplace_back(box);
    }
    clearChoices();
    m_round->setValue(action.round);
    for (QList<CombatUnitBox *> &side : m_units) {
        for (CombatUnitBox *box : side)
            box->setChecked(false);
    }
    for (Side side : Side::both()) {
        for (const CombatUnitInput &input : action.sides[side]) {
            for (CombatUnitBox *box : std::as_const(m_units[side])) {
                if (box->unitId() == input.unit)
                    box->setChecked(true);
            }
        }
    }
    syncEnemies();
    for (Side side : Side::both()) {
        for (const CombatUnitInput &input : action.sides[side]) {
            for (CombatUnitBox *box : std::as_const(m_units[side])) {
                if (box->unitId() == input.unit)
                    box->load(input);
            }
        }
    }
    quiet.clear();
    // The new round rolls its own dice: none of the last round's may be read for it.
    clearDice();
    refresh();
}

void CombatDialog::afterApply(const PreparedAction &applied)
{
    const auto *fought = std::get_if<CombatAction>(&applied.action.input);
    const auto *result = std::get_if<CombatActionResult>(&applied.outcome);
    const std::optional<CombatAction> next = fought && result ? nextCombatRound(*fought, *result) : std::nullopt;
    if (!next) {
        ResolverDialog::afterApply(applied);
        return;
    }
    loadRound(*next);
}

} // namespace wm
