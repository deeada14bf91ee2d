// SPDX-License-Identifier: GPL-3.0-or-later
#include "combatdialog.h"

#include "core/enumkeys.h"
#include "core/game/rulequestions.h"
#include "core/game/walkthrough/combatwalkthrough.h"
#include "ui/resolve/combatunitbox.h"
#include "ui/resolve/dicepanel.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QRadioButton>
#include <QScopedValueRollback>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>

#include <vector>

namespace wm {

namespace {

// The two sides' units, never scrolled sideways while the screen has room: the dialog asks for the
// width the unit boxes need at the font shown, and only their height scrolls.
class EngagementArea final : public QScrollArea
{
public:
    using QScrollArea::QScrollArea;

    QSize minimumSizeHint() const override
    {
        const QSize fallback = QScrollArea::minimumSizeHint();
        if (!widget())
            return fallback;
        return {widget()->minimumSizeHint().width() + 2 * frameWidth() + verticalScrollBar()->sizeHint().width(),
                fallback.height()};
    }
    QSize sizeHint() const override { return QScrollArea::sizeHint().expandedTo(minimumSizeHint()); }
};

// The choices in the order they are offered.
constexpr CombatChoice AllChoices[] = {CombatChoice::Retreat, CombatChoice::Stand, CombatChoice::FallBack,
                                       CombatChoice::Pursue, CombatChoice::Advance};

QString choiceName(CombatChoice choice, UnitId unit)
{
    return QStringLiteral("choice_%1_%2").arg(unit).arg(enumKey(choice));
}

} // namespace

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
    const GameSetup &setup = game().session().game().setup();
    m_armies = {battle.activeSide(), battle.activeSide().opponent()};

    auto *engagement = new QWidget;
    auto *layout = new QVBoxLayout(engagement);
    layout->setContentsMargins(0, 0, 0, 0);

    auto *top = new QHBoxLayout;
    auto *roundLabel = new QLabel(tr("Ro&und of this engagement in this Combat phase:"), engagement);
    m_round = new QSpinBox(engagement);
    m_round->setObjectName(QStringLiteral("roundSpin"));
    m_round->setRange(1, 99);
    roundLabel->setBuddy(m_round);
    top->addWidget(roundLabel);
    top->addWidget(m_round);
    top->addStretch();
    m_showAll = new QCheckBox(tr("&Show units not in combat"), engagement);
    m_showAll->setObjectName(QStringLiteral("showAllUnits"));
    m_showAll->setToolTip(tr("A unit supporting without touching the enemy may not be marked as engaged"));
    top->addWidget(m_showAll);
    layout->addLayout(top);

    const Unit *chosen = unit ? battle.unit(*unit) : nullptr;
    if (chosen && chosen->profile.isCharacter())
        chosen = nullptr;
    const std::optional<Side> chosenArmy = chosen ? battle.sideOf(chosen->id) : std::nullopt;

    // Large engagements scroll, so the result, the choices and the dice stay in sight.
    m_sidesScroll = new EngagementArea(engagement);
    m_sidesScroll->setObjectName(QStringLiteral("engagementScroll"));
    m_sidesScroll->setWidgetResizable(true);
    m_sidesScroll->setFrameShape(QFrame::NoFrame);
    auto *sidesWidget = new QWidget(m_sidesScroll);
    auto *sides = new QHBoxLayout(sidesWidget);
    sides->setContentsMargins(0, 0, 0, 0);
    for (Side side : Side::both()) {
        const Side army = m_armies[side];
        auto *box = new QGroupBox(side == Side::first() ? tr("%1, whose turn it is").arg(setup.players[army])
                                                        : tr("%1").arg(setup.players[army]),
                                  engagement);
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
            // The unit asked for, and the enemies engaged with it; without one, every unit engaged.
            const bool ticked =
                chosen ? (u.id == chosen->id || (army != *chosenArmy && u.state.engaged)) : u.state.engaged;
            unitBox->setChecked(ticked);
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
        sides->addWidget(box, 1);
    }
    m_sidesScroll->setWidget(sidesWidget);
    layout->addWidget(m_sidesScroll);

    m_chosen = chosen ? chosen->id : 0;
    showUnits();
    connect(m_showAll, &QCheckBox::toggled, this, &CombatDialog::showUnits);
    connect(m_round, &QSpinBox::valueChanged, this, &CombatDialog::formChanged);
    return engagement;
}

void CombatDialog::showUnits()
{
    // The units engaged, those taking part and the one asked for; the rest on request.
    for (Side side : Side::both()) {
        bool any = false;
        for (CombatUnitBox *b : std::as_const(m_units[side])) {
            const bool shown = !b->unit().state.isDestroyed() && (m_showAll->isChecked() || b->unit().state.engaged ||
                                                                  b->takesPart() || m_chosen == b->unitId());
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
    layout->addWidget(m_resultBox, 1);

    m_choicesBox = new QGroupBox(tr("What each unit does now"), after);
    m_choicesBox->setObjectName(QStringLiteral("choicesBox"));
    m_choicesLayout = new QVBoxLayout(m_choicesBox);
    layout->addWidget(m_choicesBox, 1);

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
    for (int pass = 0; pass < 3; ++pass) {
        syncEnemies();
        syncQuestions();
        QString missing;
        const std::optional<CombatAction> action = formAction(missing);
        if (!action)
            clearInput(missing);
        else if (!draft().input() || *draft().input() != ActionInput(*action))
            setInput(*action);
        showPlan(action);
        if (!showPreview(action))
            break;
    }
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
    for (const ChoiceRow &row : m_choiceRows) {
        for (auto it = row.buttons.cbegin(); it != row.buttons.cend(); ++it) {
            if (it.value()->isChecked())
                action.choices.insert(row.unit, it.key());
        }
        if (row.lost && row.standsLost->value() > 0)
            action.circumstances.standsLostRetreating.insert(row.unit, row.standsLost->value());
        if (row.won && row.flankRear->isChecked())
            action.circumstances.chargedFlankRearOrIrregular.append(row.unit);
    }
    return action;
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
    for (const ChoiceRow &row : std::as_const(m_choiceRows))
        shown.append(row.unit);
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
    for (ChoiceRow &row : m_choiceRows) {
        row.box->hide();
        row.box->setParent(nullptr); // out of the dialog at once, so nothing finds it any more
        row.box->deleteLater();
    }
    m_choiceRows.clear();
}

void CombatDialog::showChoices(const CombatRoundPreview &preview)
{
    const CombatRoundResult &round = preview.round;
    if (m_choiceRows.isEmpty()) {
        for (const UnitChoices &c : preview.choices) {
            ChoiceRow row = choiceRow(c, round);
            m_choicesLayout->addWidget(row.box);
            m_choiceRows.append(row);
        }
    }

    for (ChoiceRow &row : m_choiceRows) {
        const auto found = std::find_if(preview.choices.cbegin(), preview.choices.cend(),
                                        [&](const UnitChoices &c) { return c.id == row.unit; });
        if (found == preview.choices.cend())
            continue;
        showChoiceRow(row, *found);
    }
    m_choicesBox->setVisible(!m_choiceRows.isEmpty());
}

CombatDialog::ChoiceRow CombatDialog::choiceRow(const UnitChoices &c, const CombatRoundResult &round)
{
    ChoiceRow row;
    row.unit = c.id;
    const Unit &after = round.units[c.side].at(c.unit).after;
    row.box = new QGroupBox(m_choicesBox);
    row.box->setObjectName(QStringLiteral("choices_%1").arg(c.id));
    if (!round.winner)
        row.box->setTitle(tr("%1 (a draw)").arg(after.displayName()));
    else if (*round.winner == c.side)
        row.box->setTitle(tr("%1 (won)").arg(after.displayName()));
    else
        row.box->setTitle(tr("%1 (lost)").arg(after.displayName()));
    auto *rowLayout = new QVBoxLayout(row.box);
    auto *buttons = new QHBoxLayout;
    row.group = new QButtonGroup(row.box);
    for (CombatChoice choice : AllChoices) {
        auto *button = new QRadioButton(CombatChoiceText::name(choice), row.box);
        button->setObjectName(choiceName(choice, c.id));
        row.group->addButton(button);
        row.buttons.insert(choice, button);
        buttons->addWidget(button);
        connect(button, &QRadioButton::toggled, this, [this](bool on) {
            if (on)
                formChanged();
        });
    }
    buttons->addStretch();
    rowLayout->addLayout(buttons);
    row.refusals = new QLabel(row.box);
    row.refusals->setObjectName(QStringLiteral("refused_%1").arg(c.id));
    row.refusals->setWordWrap(true);
    row.refusals->setTextFormat(Qt::PlainText);
    QPalette muted = row.refusals->palette();
    muted.setColor(QPalette::WindowText, muted.color(QPalette::PlaceholderText));
    row.refusals->setPalette(muted);
    rowLayout->addWidget(row.refusals);

    auto *lostRow = new QHBoxLayout;
    auto *lostLabel = new QLabel(tr("Stands lost where its retreat is &blocked:"), row.box);
    row.standsLost = new QSpinBox(row.box);
    row.standsLost->setObjectName(QStringLiteral("standsLost_%1").arg(c.id));
    row.standsLost->setToolTip(
        tr("Stands destroyed because enemies, terrain it cannot enter or friends that cannot make way "
           "block its retreat"));
    lostLabel->setBuddy(row.standsLost);
    lostRow->addWidget(lostLabel);
    lostRow->addWidget(row.standsLost);
    lostRow->addStretch();
    rowLayout->addLayout(lostRow);
    row.lost = round.winner && *round.winner != c.side;
    row.won = round.winner && *round.winner == c.side;
    row.standsLost->setRange(0, after.state.standsLeft);
    lostLabel->setVisible(row.lost);
    row.standsLost->setVisible(row.lost);
    connect(row.standsLost, &QSpinBox::valueChanged, this, &CombatDialog::formChanged);

    row.flankRear = new QCheckBox(
        tr("It charged a retreating enemy in flank or rear, or in irregular formation, this round"), row.box);
    row.flankRear->setObjectName(QStringLiteral("flankRear_%1").arg(c.id));
    row.flankRear->setVisible(row.won);
    connect(row.flankRear, &QCheckBox::toggled, this, &CombatDialog::formChanged);
    rowLayout->addWidget(row.flankRear);

    return row;
}

void CombatDialog::showChoiceRow(ChoiceRow &row, const UnitChoices &choices)
{
    QStringList reasons;
    for (CombatChoice choice : AllChoices) {
        QRadioButton *button = row.buttons.value(choice);
        const bool allowed = choices.allowed.contains(choice);
        const auto refused = std::find_if(choices.refused.cbegin(), choices.refused.cend(),
                                          [choice](const RefusedChoice &r) { return r.choice == choice; });
        const bool isRefused = refused != choices.refused.cend();
        button->setVisible(allowed || isRefused);
        button->setEnabled(allowed);
        button->setToolTip(isRefused ? refused->reason : QString());
        if (isRefused) {
            reasons.append(tr("%1: %2").arg(CombatChoiceText::name(choice), refused->reason));
            if (button->isChecked()) {
                // A choice the rules no longer allow is taken back, not left for Apply to refuse.
                const QSignalBlocker block(button);
                row.group->setExclusive(false);
                button->setChecked(false);
                row.group->setExclusive(true);
            }
        }
    }
    if (choices.allowed.size() == 1 && !row.group->checkedButton()) {
        // Nothing to choose: the one thing it may do is its choice.
        const QSignalBlocker block(row.buttons.value(choices.allowed.first()));
        row.buttons.value(choices.allowed.first())->setChecked(true);
    }
    row.refusals->setText(reasons.join(QLatin1Char('\n')));
    row.refusals->setVisible(!reasons.isEmpty());
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
