"""Held-out check of afnio_lab's offline teaching model: train a classification prompt with
afnio's workflow (cog.Module + ChatCompletion with a strict json_schema, exact-match loss,
TGD with momentum 3 or ``--momentum``, Trainer for 5 epochs) on hand-written data sets that
are not sentiment, and print test accuracy before and after training.

Run: ``.venv/bin/python -B benchmarks/heldout/evaluate.py [--sampling weighted|shuffle|seeded]``
(weighted, the default, samples as afnio's tutorial does).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

import afnio_lab as afnio
import afnio_lab.cognitive as cog
import afnio_lab.cognitive.functional as F
from afnio_lab.models.openai import AsyncOpenAI
from afnio_lab.trainer import Trainer
from afnio_lab.utils.data import DataLoader, Dataset, WeightedRandomSampler

HERE = Path(__file__).resolve().parent
SPLIT_SEED = 0
BATCH_SIZE = 33
EPOCHS = 5
MOMENTUM = 3

# Per data set: its labels, the plain starting prompt a student would write, the user template.
TASKS: dict[str, dict[str, Any]] = {
    "helpdesk": {
        "labels": ["hardware", "software", "network", "access"],
        "prompt": "Classify the support ticket into one of: hardware, software, network, access.",
        "user": "Route this IT help-desk ticket.\n\n**Ticket:**\n\n{text}\n\n",
    },
    "headlines": {
        "labels": ["politics", "business", "sports", "science", "entertainment"],
        "prompt": (
            "Assign the news headline to one of these topics: politics, business, sports, "
            "science, entertainment."
        ),
        "user": "Which topic is this headline about?\n\n**Headline:**\n\n{text}\n\n",
    },
    "intents": {
        "labels": ["billing", "shipping", "returns", "account", "product_info", "complaint"],
        "prompt": (
            "Work out what the customer wants. Choose one intent: billing, shipping, returns, "
            "account, product_info or complaint."
        ),
        "user": "A customer wrote to us.\n\n**Customer message:**\n\n{text}\n\n",
    },
    # benchmarks/heldout_fresh/: written without seeing the learner, never tuned on
    "questions": {
        "labels": ["person", "place", "number", "date", "definition", "reason"],
        "prompt": (
            "Classify the trivia question by the kind of answer it asks for: person, place, "
            "number, date, definition or reason."
        ),
        "user": "What kind of answer does this question need?\n\n**Question:**\n\n{text}\n\n",
        "root": "heldout_fresh",
    },
    "emails": {
        "labels": ["urgent", "routine", "spam"],
        "prompt": "Triage the email as urgent, routine or spam.",
        "user": "Triage this email.\n\n**Email:**\n\n{text}\n\n",
        "root": "heldout_fresh",
    },
    "statements": {
        "labels": ["fact", "opinion"],
        "prompt": "Decide whether the statement is a fact or an opinion.",
        "user": "Is this a fact or an opinion?\n\n**Statement:**\n\n{text}\n\n",
        "root": "heldout_fresh",
    },
    # benchmarks/heldout_final/: a second batch written without seeing the learner
    "reviews": {
        "labels": ["product", "seller"],
        "prompt": (
            "Decide whether the review is about the product itself or about the seller "
            "(delivery, packaging, refunds, customer service): answer product or seller."
        ),
        "user": "What is this review about?\n\n**Review:**\n\n{text}\n\n",
        "root": "heldout_final",
    },
    "clinics": {
        "labels": ["dental", "eye", "skin", "ear_nose_throat"],
        "prompt": "Decide which clinic should see the patient: dental, eye, skin or ear_nose_throat.",
        "user": "Which clinic?\n\n**Complaint:**\n\n{text}\n\n",
        "root": "heldout_final",
    },
    "subjects": {
        "labels": ["history", "biology", "physics", "literature", "mathematics", "geography"],
        "prompt": (
            "Name the school subject this sentence comes from: history, biology, physics, "
            "literature, mathematics or geography."
        ),
        "user": "Which subject?\n\n**Sentence:**\n\n{text}\n\n",
        "root": "heldout_final",
    },
    # benchmarks/heldout_fourth/: a third batch written without seeing the learner
    "recipes": {
        "labels": ["starter", "main", "dessert"],
        "prompt": (
            "Decide which course of a meal the dish or recipe step belongs to: starter, main "
            "or dessert."
        ),
        "user": "Which course?\n\n**Recipe:**\n\n{text}\n\n",
        "root": "heldout_fourth",
    },
    "bugs": {
        "labels": ["login", "payments", "search", "notifications", "display"],
        "prompt": (
            "Decide which part of the product the bug report is about: login, payments, search, "
            "notifications or display."
        ),
        "user": "Which part of the product is broken?\n\n**Bug report:**\n\n{text}\n\n",
        "root": "heldout_fourth",
    },
    "weather": {
        "labels": ["forecast", "current", "past", "climate"],
        "prompt": (
            "Decide whether the sentence forecasts the weather, reports the weather right now, "
            "describes the weather of a past day or event, or states a long-term climate fact: "
            "answer forecast, current, past or climate."
        ),
        "user": "What kind of weather sentence is this?\n\n**Sentence:**\n\n{text}\n\n",
        "root": "heldout_fourth",
    },
    # benchmarks/heldout_fifth/: a fourth batch written without seeing the learner
    "tone": {
        "labels": ["request", "complaint", "thanks"],
        "prompt": (
            "Decide whether the workplace message is a request, a complaint or a thank-you: "
            "answer request, complaint or thanks."
        ),
        "user": "What is this message doing?\n\n**Message:**\n\n{text}\n\n",
        "root": "heldout_fifth",
    },
    "travel": {
        "labels": ["flight", "hotel", "car_rental", "tour"],
        "prompt": (
            "Decide which part of the trip the traveller's message is about: flight, hotel, "
            "car_rental or tour."
        ),
        "user": "Which booking is this about?\n\n**Message:**\n\n{text}\n\n",
        "root": "heldout_fifth",
    },
    "sports": {
        "labels": ["football", "tennis", "basketball", "cycling", "swimming", "golf"],
        "prompt": (
            "Decide which sport the match report sentence is about: football, tennis, "
            "basketball, cycling, swimming or golf."
        ),
        "user": "Which sport?\n\n**Sentence:**\n\n{text}\n\n",
        "root": "heldout_fifth",
    },
    # benchmarks/heldout_sixth/: a fifth batch written without seeing the learner
    "books": {
        "labels": ["fiction", "nonfiction"],
        "prompt": (
            "Decide whether the book described by the blurb is fiction or non-fiction: answer "
            "fiction or nonfiction."
        ),
        "user": "Is this book fiction?\n\n**Blurb:**\n\n{text}\n\n",
        "root": "heldout_sixth",
    },
    "bank_app": {
        "labels": ["positive", "negative", "neutral"],
        "prompt": "Decide the overall sentiment of the app review: answer positive, negative or neutral.",
        "user": "How does the reviewer feel about the app?\n\n**Review:**\n\n{text}\n\n",
        "root": "heldout_sixth",
    },
    "pets": {
        "labels": ["dog", "cat", "rabbit", "bird", "horse"],
        "prompt": "Decide which animal the message to the vet is about: dog, cat, rabbit, bird or horse.",
        "user": "Which animal is this about?\n\n**Message:**\n\n{text}\n\n",
        "root": "heldout_sixth",
    },
    # benchmarks/heldout_seventh/: a sixth batch written without seeing the learner
    "restaurant": {
        "labels": ["positive", "negative"],
        "prompt": (
            "Decide whether the restaurant review is positive or negative overall: answer "
            "positive or negative."
        ),
        "user": "Is this review positive or negative?\n\n**Review:**\n\n{text}\n\n",
        "root": "heldout_seventh",
    },
    "rooms": {
        "labels": ["kitchen", "bathroom", "bedroom", "garden"],
        "prompt": (
            "Decide which room of the house the repair request is about: kitchen, bathroom, "
            "bedroom or garden."
        ),
        "user": "Which room needs the repair?\n\n**Request:**\n\n{text}\n\n",
        "root": "heldout_seventh",
    },
    "seniority": {
        "labels": ["junior", "mid", "senior"],
        "prompt": "Decide how senior the job in the advert is: junior, mid or senior.",
        "user": "How senior is this job?\n\n**Advert:**\n\n{text}\n\n",
        "root": "heldout_seventh",
    },
    # benchmarks/heldout_eighth/: a seventh batch written without seeing the learner
    "rsvp": {
        "labels": ["yes", "no", "maybe"],
        "prompt": "Decide whether the guest is coming to the event: answer yes, no or maybe.",
        "user": "Is this guest coming?\n\n**Reply to the invitation:**\n\n{text}\n\n",
        "root": "heldout_eighth",
    },
    "science": {
        "labels": ["physics", "biology", "chemistry", "economics"],
        "prompt": (
            "Decide which field the sentence from a research abstract belongs to: physics, "
            "biology, chemistry or economics."
        ),
        "user": "Which field is this abstract from?\n\n**Sentence:**\n\n{text}\n\n",
        "root": "heldout_eighth",
    },
    "listing": {
        "labels": ["electronics", "clothing", "kitchen", "toys", "garden"],
        "prompt": (
            "Decide which shop category the product listing belongs to: electronics, clothing, "
            "kitchen, toys or garden."
        ),
        "user": "Which category is this product in?\n\n**Listing:**\n\n{text}\n\n",
        "root": "heldout_eighth",
    },
    # benchmarks/heldout_ninth/: long texts (35-110 words), written without seeing the learner
    "utility": {
        "labels": ["billing", "outage", "moving", "meter"],
        "prompt": (
            "Decide which department should handle the customer's email: billing, outage, "
            "moving or meter."
        ),
        "user": "Which department should handle this email?\n\n**Email:**\n\n{text}\n\n",
        "root": "heldout_ninth",
    },
    "verdict": {
        "labels": ["yes", "no"],
        "prompt": "Decide whether the guest would book this holiday rental again: answer yes or no.",
        "user": "Would this guest book the rental again?\n\n**Review:**\n\n{text}\n\n",
        "root": "heldout_ninth",
    },
    # benchmarks/heldout_tenth/: whole emails (71-105 words), written without seeing the learner
    "gym": {
        "labels": ["positive", "negative", "neutral"],
        "prompt": "Decide the sentiment of the member's email: positive, negative or neutral.",
        "user": "What is the sentiment of this email?\n\n**Email:**\n\n{text}\n\n",
        "root": "heldout_tenth",
    },
    "council": {
        "labels": ["complaint", "request", "praise", "enquiry"],
        "prompt": (
            "Decide what kind of message the resident sent the council: complaint, request, "
            "praise or enquiry."
        ),
        "user": "What kind of message is this?\n\n**Message:**\n\n{text}\n\n",
        "root": "heldout_tenth",
    },
    # benchmarks/heldout_eleventh/: long texts (60-89 words), written without seeing the learner
    "course": {
        "labels": ["positive", "negative", "neutral"],
        "prompt": (
            "Decide the overall sentiment of the learner's course feedback: positive, negative "
            "or neutral."
        ),
        "user": "What is the sentiment of this feedback?\n\n**Feedback:**\n\n{text}\n\n",
        "root": "heldout_eleventh",
    },
    "surgery": {
        "labels": ["appointment", "prescription", "results", "referral"],
        "prompt": (
            "Decide what the patient needs from the surgery: appointment, prescription, "
            "results or referral."
        ),
        "user": "What does this patient need?\n\n**Message:**\n\n{text}\n\n",
        "root": "heldout_eleventh",
    },
    "claims": {
        "labels": ["car", "home", "travel", "pet"],
        "prompt": "Decide which insurance policy the claim is under: car, home, travel or pet.",
        "user": "Which policy is this claim under?\n\n**Email:**\n\n{text}\n\n",
        "root": "heldout_eleventh",
    },
    # benchmarks/heldout_twelfth/: three lengths (5-23, 20-48, 61-85 words), written blind
    "noticeboard": {
        "labels": ["lost", "found"],
        "prompt": (
            "Decide whether the person posting has lost something or found something: answer "
            "lost or found."
        ),
        "user": "Has this person lost or found something?\n\n**Post:**\n\n{text}\n\n",
        "root": "heldout_twelfth",
    },
    "garage": {
        "labels": ["engine", "brakes", "tyres", "electrics", "bodywork"],
        "prompt": (
            "Decide which part of the car the driver's message is about: engine, brakes, "
            "tyres, electrics or bodywork."
        ),
        "user": "Which part of the car is this about?\n\n**Message:**\n\n{text}\n\n",
        "root": "heldout_twelfth",
    },
    "offer": {
        "labels": ["accept", "decline", "negotiate"],
        "prompt": (
            "Decide what the candidate's reply does with the job offer: accept, decline or "
            "negotiate."
        ),
        "user": "What does this candidate do with the offer?\n\n**Reply:**\n\n{text}\n\n",
        "root": "heldout_twelfth",
    },
    # benchmarks/heldout_thirteenth/: written blind, 9-42 words
    "library": {
        "labels": ["renew", "reserve", "fines", "membership", "events", "access"],
        "prompt": (
            "Decide what the person writing to the library help desk needs: answer renew, "
            "reserve, fines, membership, events or access."
        ),
        "user": "What does this library user need?\n\n**Message:**\n\n{text}\n\n",
        "root": "heldout_thirteenth",
    },
    "landlord": {
        "labels": ["repair", "payment", "moving"],
        "prompt": (
            "Decide what the tenant's message to the letting agent is about: repair, payment "
            "or moving."
        ),
        "user": "What is this tenant's message about?\n\n**Message:**\n\n{text}\n\n",
        "root": "heldout_thirteenth",
    },
    "podcast": {
        "labels": ["praise", "complaint", "suggestion", "question"],
        "prompt": (
            "Decide what the listener's review of the podcast episode is: praise, complaint, "
            "suggestion or question."
        ),
        "user": "What kind of review is this?\n\n**Review:**\n\n{text}\n\n",
        "root": "heldout_thirteenth",
    },
    # benchmarks/heldout_fourteenth/: written blind, 21-70 words; a third of each label's
    # writers report what others said or wrote, which may differ from their own view
    "hotel": {
        "labels": ["positive", "negative", "neutral"],
        "prompt": (
            "Decide the sentiment of the guest's own experience with the hotel in this "
            "message: answer positive, negative or neutral."
        ),
        "user": "What is this guest's own sentiment about the hotel?\n\n**Message:**\n\n{text}\n\n",
        "root": "heldout_fourteenth",
    },
    # benchmarks/heldout_fifteenth/: written blind, 17-60 words; a third of each label's
    # writers report others' words, and a few their own words to others
    "bikeshop": {
        "labels": ["positive", "negative", "neutral"],
        "prompt": (
            "Decide the writer's own sentiment about the bicycle shop in this customer "
            "message: answer positive, negative or neutral."
        ),
        "user": (
            "What is this customer's own sentiment about the bike shop?\n\n**Message:**\n\n"
            "{text}\n\n"
        ),
        "root": "heldout_fifteenth",
    },
    # benchmarks/heldout_sixteenth/: written blind, 12-53 words
    "transit": {
        "labels": ["positive", "negative", "neutral"],
        "prompt": (
            "Decide the rider's own overall sentiment about the bus and tram service in this "
            "email to the operator: answer positive, negative or neutral."
        ),
        "user": "What is this rider's view of the service?\n\n**Email:**\n\n{text}\n\n",
        "root": "heldout_sixteenth",
    },
    "vet": {
        "labels": ["vaccination", "surgery", "billing", "prescription", "appointment"],
        "prompt": (
            "Decide what the pet owner writing to the veterinary practice's front desk needs: "
            "answer vaccination, surgery, billing, prescription or appointment."
        ),
        "user": "What does this pet owner need?\n\n**Message:**\n\n{text}\n\n",
        "root": "heldout_sixteenth",
    },
    "warranty": {
        "labels": ["claim", "question"],
        "prompt": (
            "Decide whether the message to the electronics maker's support address is a claim "
            "(the writer wants a faulty item repaired, replaced or refunded under guarantee) or "
            "a question (the writer asks for information): answer claim or question."
        ),
        "user": "What kind of message is this?\n\n**Message:**\n\n{text}\n\n",
        "root": "heldout_sixteenth",
    },
    # benchmarks/heldout_seventeenth/: written blind, 10-106 words
    "dentist": {
        "labels": ["positive", "negative", "neutral"],
        "prompt": (
            "Decide the patient's own overall sentiment about the dental practice in this "
            "message: answer positive, negative or neutral."
        ),
        "user": "What is this patient's view of the practice?\n\n**Message:**\n\n{text}\n\n",
        "root": "heldout_seventeenth",
    },
    "grocery": {
        "labels": ["substitution", "missing", "damaged", "slot"],
        "prompt": (
            "Decide what the customer writing to the online grocery delivery service needs "
            "help with: answer substitution (an item swapped for another), missing (an item not "
            "delivered or short), damaged (items crushed, leaking, spoiled or past date) or slot "
            "(the delivery time window)."
        ),
        "user": "What does this customer need?\n\n**Message:**\n\n{text}\n\n",
        "root": "heldout_seventeenth",
    },
    "volunteer": {
        "labels": ["signup", "decline", "ask"],
        "prompt": (
            "Decide what this reply to a charity's request for volunteers does: answer signup "
            "(offers to help), decline (cannot help this time) or ask (asks for information "
            "before deciding)."
        ),
        "user": "What does this reply do?\n\n**Reply:**\n\n{text}\n\n",
        "root": "heldout_seventeenth",
    },
    # benchmarks/heldout_eighteenth/: written blind, 8-74 words
    "swimming": {
        "labels": ["positive", "negative", "neutral"],
        "prompt": (
            "Decide the parent's own overall sentiment about the children's swimming school in "
            "this message: answer positive, negative or neutral."
        ),
        "user": "What is this parent's view of the swimming school?\n\n**Message:**\n\n{text}\n\n",
        "root": "heldout_eighteenth",
    },
    "removals": {
        "labels": ["estimate", "packing", "storage", "breakage", "booking"],
        "prompt": (
            "Decide what the customer writing to the house removals firm needs: answer estimate "
            "(the price of a move), packing (boxes and the packing service), storage (belongings "
            "kept in the firm's store), breakage (items broken, damaged or lost, and claims) or "
            "booking (the date, time and arrangements of the move)."
        ),
        "user": "What does this customer need?\n\n**Message:**\n\n{text}\n\n",
        "root": "heldout_eighteenth",
    },
    "street": {
        "labels": ["support", "oppose"],
        "prompt": (
            "Decide the resident's stance on the council's plan to close the main shopping "
            "street to cars: answer support (in favour, even with conditions or worries) or "
            "oppose (against it, even if they like its aims)."
        ),
        "user": "What is this resident's stance on the plan?\n\n**Response:**\n\n{text}\n\n",
        "root": "heldout_eighteenth",
    },
    # benchmarks/heldout_nineteenth/: written blind, 6-88 words
    "boxoffice": {
        "labels": ["exchange", "refund", "access", "group"],
        "prompt": (
            "Decide what the customer writing to the theatre's box office needs: answer exchange "
            "(moving tickets to another date or performance), refund (money back for tickets), "
            "access (wheelchair spaces, captions, hearing loops and other access needs) or group "
            "(booking for a party of ten or more, such as a school or club)."
        ),
        "user": "What does this customer need?\n\n**Message:**\n\n{text}\n\n",
        "root": "heldout_nineteenth",
    },
    "house": {
        "labels": ["chores", "bills", "visitors"],
        "prompt": (
            "Decide what this message in a shared house's group chat is about: answer chores, "
            "bills or visitors."
        ),
        "user": "What is this message about?\n\n**Message:**\n\n{text}\n\n",
        "root": "heldout_nineteenth",
    },
    "leave": {
        "labels": ["granted", "refused"],
        "prompt": (
            "Decide the head teacher's decision on the parent's request for their child's leave "
            "in term time: answer granted (the absence is allowed, even with conditions or "
            "warnings) or refused (the absence is not allowed, however sympathetic the reply)."
        ),
        "user": "What did the head teacher decide?\n\n**Reply:**\n\n{text}\n\n",
        "root": "heldout_nineteenth",
    },
    # benchmarks/heldout_twentieth/: written blind, 6-90 words
    "garden": {
        "labels": ["positive", "negative", "neutral"],
        "prompt": (
            "Decide the customer's overall sentiment towards the garden maintenance firm in this "
            "email: answer positive, negative or neutral."
        ),
        "user": "What is the customer's sentiment?\n\n**Email:**\n\n{text}\n\n",
        "root": "heldout_twentieth",
    },
    "tailor": {
        "labels": ["alteration", "cleaning", "repair", "collection"],
        "prompt": (
            "Decide what the customer writing to the dry cleaner and tailor's shop needs: answer "
            "alteration, cleaning, repair or collection."
        ),
        "user": "What does this customer need?\n\n**Message:**\n\n{text}\n\n",
        "root": "heldout_twentieth",
    },
    "driving": {
        "labels": ["lesson", "exam", "payment"],
        "prompt": (
            "Decide what the learner's message to the driving instructor is about: answer lesson "
            "(booking, moving or cancelling a driving lesson, or what it covers), exam (the "
            "practical or theory test: dates, the day itself, mock tests, results) or payment "
            "(money: prices, block bookings, paying, refunds, receipts)."
        ),
        "user": "What is this message about?\n\n**Message:**\n\n{text}\n\n",
        "root": "heldout_twentieth",
    },
    # benchmarks/heldout_twentyfirst/: written blind, 7-83 words
    "accounts": {
        "labels": ["urgent", "routine", "fyi"],
        "prompt": (
            "Decide how soon the accountancy practice needs to act on this client's email: answer "
            "urgent (something must be done within a day or two), routine (something must be "
            "done, but there is no pressing date) or fyi (nothing is asked of the practice: an "
            "update, thanks or news for the file)."
        ),
        "user": "How soon must we act on this email?\n\n**Email:**\n\n{text}\n\n",
        "root": "heldout_twentyfirst",
    },
    "choir": {
        "labels": ["agree", "disagree", "unsure"],
        "prompt": (
            "Decide the choir member's stance on moving rehearsals from Tuesday evening to "
            "Sunday afternoon: answer agree, disagree or unsure."
        ),
        "user": "What is this member's view?\n\n**Reply:**\n\n{text}\n\n",
        "root": "heldout_twentyfirst",
    },
    "campsite": {
        "labels": ["pitch", "facilities", "neighbours", "arrival"],
        "prompt": (
            "Decide what the camper's message to the campsite reception is about: answer pitch, "
            "facilities, neighbours or arrival."
        ),
        "user": "What is this message about?\n\n**Message:**\n\n{text}\n\n",
        "root": "heldout_twentyfirst",
    },
    # benchmarks/heldout_twentysecond/: written blind, 5-71 words
    "proofs": {
        "labels": ["approve", "amend"],
        "prompt": (
            "Decide what the customer's reply does with the print shop's proof: answer approve "
            "(it may be printed exactly as it stands) or amend (something on it must change "
            "before it is printed)."
        ),
        "user": "What does this reply do with the proof?\n\n**Reply:**\n\n{text}\n\n",
        "root": "heldout_twentysecond",
    },
    "allotment": {
        "labels": ["water", "pests", "rubbish"],
        "prompt": (
            "Decide what the plot holder's message to the allotment committee is about: answer "
            "water, pests or rubbish."
        ),
        "user": "What is this message about?\n\n**Message:**\n\n{text}\n\n",
        "root": "heldout_twentysecond",
    },
    "feelings": {
        "labels": ["joy", "anger", "sadness", "fear", "surprise"],
        "prompt": (
            "Decide which feeling this text message mainly expresses: answer joy, anger, "
            "sadness, fear or surprise."
        ),
        "user": "Which feeling does this message express?\n\n**Message:**\n\n{text}\n\n",
        "root": "heldout_twentysecond",
    },
    # benchmarks/heldout_twentythird/: written blind, 5-92 words; run once, on the learner as
    # it is, then held back from the default --sets: name its sets to judge the next change
    "care": {
        "labels": ["settled", "concern"],
        "prompt": (
            "Decide whether the carer's visit note tells the client's family something they need "
            "to act on: answer settled (an ordinary visit, nothing to follow up) or concern (a "
            "problem with the client's health, safety, money or wellbeing that the family should "
            "act on)."
        ),
        "user": "Does this visit note need the family to act?\n\n**Note:**\n\n{text}\n\n",
        "root": "heldout_twentythird",
        "held_back": True,
    },
    "museum": {
        "labels": ["positive", "negative", "mixed", "neutral"],
        "prompt": (
            "Decide the visitor's own view of the visit in this museum visitors' book comment: "
            "answer positive, negative, mixed (both real praise and real criticism) or neutral "
            "(no view of the visit)."
        ),
        "user": "What view of the visit does this comment express?\n\n**Comment:**\n\n{text}\n\n",
        "root": "heldout_twentythird",
        "held_back": True,
    },
    "courier": {
        "labels": ["arriving", "delivered", "neighbour", "missed", "delayed", "directions"],
        "prompt": (
            "Decide where the delivery stands from the driver's message: answer arriving, "
            "delivered, neighbour (left with a neighbour), missed (attempt failed, driver kept "
            "it), delayed or directions (the driver needs help finding or getting into the "
            "address)."
        ),
        "user": "Where does this delivery stand?\n\n**Message:**\n\n{text}\n\n",
        "root": "heldout_twentythird",
        "held_back": True,
    },
}


# the sets run so far: a held-back set stays unseen until it judges the learner's next change
SEEN = [name for name, task in TASKS.items() if not task.get("held_back")]


class HeldoutTexts(Dataset):
    """One hand-written data set, ``<name>.json`` here, split per label with a fixed seed
    into 60% train, 20% validation and 20% test. ``dataset[i]`` is ``(text, label)``,
    both Variables, as afnio_lab's data sets give Variables."""

    def __init__(self, name: str, split: str, root: Path = HERE, seed: int = SPLIT_SEED) -> None:
        if split not in ("train", "val", "test"):
            raise ValueError(f"split must be train, val or test, got {split!r}")
        records = json.loads((root / f"{name}.json").read_text(encoding="utf-8"))
        by_label: dict[str, list[dict[str, str]]] = {}
        for record in records:
            by_label.setdefault(record["label"], []).append(record)
        rng = random.Random(seed)
        self.data: list[dict[str, str]] = []
        for label in sorted(by_label):
            group = by_label[label]
            rng.shuffle(group)
            n_train, n_val = round(len(group) * 0.6), round(len(group) * 0.2)
            part = {
                "train": group[:n_train],
                "val": group[n_train : n_train + n_val],
                "test": group[n_train + n_val :],
            }[split]
            self.data += part
        random.Random(seed).shuffle(self.data)  # labels interleaved, same every run
        self.split = split

    def __getitem__(self, index: int):
        record = self.data[index]
        text = afnio.Variable(record["text"], role="input text")
        label = afnio.Variable(record["label"], role="output label")
        return text, label

    def __len__(self) -> int:
        return len(self.data)


def response_format(labels: list[str]) -> dict:
    return {
        "type": "json_schema",
        "json_schema": {
            "strict": True,
            "name": "label_response_schema",
            "schema": {
                "type": "object",
                "properties": {"label": {"type": "string", "enum": labels}},
                "additionalProperties": False,
                "required": ["label"],
            },
        },
    }


def parse_label(raw: str) -> str:
    """The label in a reply, as afnio's tutorial reads it; a reply that is not JSON with a
    ``label`` is kept whole, so it counts as wrong and as outside the enum."""
    try:
        return str(json.loads(re.sub(r"^```json\n|\n```$", "", raw))["label"]).lower()
    except (ValueError, KeyError, TypeError):
        return raw


def build_agent(task: dict, fw_client, optim_client, momentum: int = MOMENTUM):
    labels = task["labels"]
    fmt = response_format(labels)

    class Classifier(cog.Module):
        def __init__(self):
            super().__init__()
            self.task_prompt = cog.Parameter(
                data=task["prompt"],
                role="system prompt for text classification",
                requires_grad=True,
            )
            self.user_template = afnio.Variable(
                data=task["user"], role="input template to classifier"
            )
            self.classifier = cog.ChatCompletion()
            self.answers: dict[str, list[tuple[str, str]]] = {}  # phase -> (answer, gold)

        def forward(self, fwd_model, inputs, **completion_args):
            messages = [
                {"role": "system", "content": [self.task_prompt]},
                {"role": "user", "content": [self.user_template]},
            ]
            return self.classifier(
                fwd_model, messages, inputs=inputs, response_format=fmt, **completion_args
            )

        def _step(self, batch, phase):
            X, gold = batch
            pred = self(fw_client, inputs={"text": X}, model="gpt-4.1-nano", temperature=0.0)
            pred.data = [parse_label(item) for item in pred.data]
            self.answers.setdefault(phase, []).extend(zip(pred.data, gold.data))
            loss = F.exact_match_evaluator(pred, gold)
            return {"loss": loss, "accuracy": loss[0].data / len(gold.data)}

        def training_step(self, batch, batch_idx):
            return self._step(batch, "train")

        def validation_step(self, batch, batch_idx):
            return self._step(batch, "val")

        def test_step(self, batch, batch_idx):
            return self._step(batch, "test")

        def configure_optimizers(self):
            constraints = [
                afnio.Variable(
                    data="The improved variable must never include or reference the characters `{` or `}`.",
                    role="optimizer constraint",
                )
            ]
            return afnio.optim.TGD(
                self.parameters(),
                model_client=optim_client,
                constraints=constraints,
                momentum=momentum,
                model="gpt-5",
            )

    return Classifier()


def exact(pairs: list[tuple[str, str]]) -> float:
    """Share of answers equal to their label (the Trainer instead averages batch accuracies,
    so a small last batch weighs as much as a full one)."""
    return sum(a == g for a, g in pairs) / len(pairs) if pairs else float("nan")


def chunks(pairs: list, size: int, count: int) -> list[list]:
    """The answers of each epoch (each epoch answers ``size`` samples)."""
    if len(pairs) != size * count:
        raise SystemExit(
            f"expected {size} x {count} answers, got {len(pairs)} (a step was retried?)"
        )
    return [pairs[i * size : (i + 1) * size] for i in range(count)]


def split_rules(text: str) -> list[str]:
    return [x for x in re.split(r"(?<=[.!?])\s+", text) if x.strip()]


def distribution(pairs: list[tuple[str, str]]) -> str:
    counts = Counter(answer for answer, _ in pairs)
    return ", ".join(f"{label} {n}" for label, n in counts.most_common())


def per_label_recall(pairs: list[tuple[str, str]], labels: list[str]) -> str:
    parts = []
    for label in labels:
        golds = [a for a, g in pairs if g == label]
        parts.append(f"{label} {sum(a == label for a in golds)}/{len(golds)}")
    return ", ".join(parts)


def evaluate(
    name: str,
    epochs: int,
    sampling: str = "weighted",
    split: int = SPLIT_SEED,
    momentum: int = MOMENTUM,
) -> dict:
    task = TASKS[name]
    labels = task["labels"]
    root = HERE.parent / task["root"] if "root" in task else HERE
    train, val, test = (HeldoutTexts(name, s, root, split) for s in ("train", "val", "test"))

    afnio.set_backward_model_client("openai/gpt-5")
    fw_client, optim_client = AsyncOpenAI(), AsyncOpenAI()
    if not fw_client.offline:
        raise SystemExit(
            "An OpenAI key or base_url is configured: this check is for the offline model."
        )

    def weights(data):
        counts = Counter(label.data for _, label in data)
        return [len(data) / counts[label.data] for _, label in data]

    # weighted (afnio's tutorial and notebook 07): a weighted sampler with replacement,
    # unseeded, so each epoch draws anew. seeded: the same sampler with its own seed, which
    # draws the same batches every epoch. shuffle: DataLoader(shuffle=True), each sample
    # once per epoch. The global generator is seeded once, so every mode repeats run to run.
    random.seed(0)
    if sampling == "shuffle":
        train_loader = DataLoader(train, batch_size=BATCH_SIZE, shuffle=True)
    else:
        sampler = WeightedRandomSampler(
            weights(train),
            num_samples=len(train),
            replacement=True,
            seed=0 if sampling == "seeded" else None,
        )
        train_loader = DataLoader(train, sampler=sampler, batch_size=BATCH_SIZE)
    val_loader = DataLoader(val, batch_size=BATCH_SIZE, seed=42)
    test_loader = DataLoader(test, batch_size=BATCH_SIZE, seed=42)

    agent = build_agent(task, fw_client, optim_client, momentum)
    clients = [fw_client, afnio.get_backward_model_client(), optim_client]
    trainer = Trainer(
        max_epochs=epochs,
        enable_checkpointing=False,
        enable_progress_bar=False,
        enable_agent_summary=False,
        live_plot=False,
    )

    started = time.perf_counter()
    before = trainer.test(agent=agent, test_dataloader=test_loader, llm_clients=clients)
    test_before = agent.answers.pop("test")
    trainer.fit(
        agent=agent, train_dataloader=train_loader, val_dataloader=val_loader, llm_clients=clients
    )
    run = trainer.last_run
    after = trainer.test(agent=agent, test_dataloader=test_loader, llm_clients=clients)
    seconds = time.perf_counter() - started
    test_after = agent.answers["test"]

    all_answers = (
        test_before + test_after + agent.answers.get("train", []) + agent.answers.get("val", [])
    )
    outside = Counter(a for a, _ in all_answers if a not in labels)
    majority = Counter(label.data for _, label in test).most_common(1)[0][1] / len(test)
    train_by_epoch = chunks(agent.answers.get("train", []), len(train), len(run.epochs))
    val_by_epoch = chunks(agent.answers.get("val", []), len(val), len(run.epochs))

    print(f"\n=== {name} (split {split}): {len(labels)} labels {labels}")
    print(
        f"split train/val/test: {len(train)}/{len(val)}/{len(test)}; majority-class baseline on test {majority:.3f}"
    )
    print(f"starting prompt: {task['prompt']}")
    print(
        f"test accuracy (correct/total): before {exact(test_before):.3f} -> after {exact(test_after):.3f}"
        f"   [Trainer's mean of batch accuracies: {before['accuracy']:.3f} -> {after['accuracy']:.3f}]"
    )
    for record, tr, va in zip(run.epochs, train_by_epoch, val_by_epoch):
        print(
            f"  epoch {record.epoch}: train accuracy {exact(tr):.3f}, validation accuracy {exact(va):.3f}"
            f"   [Trainer: train {record.train['accuracy']:.3f}, val {record.val['accuracy']:.3f}]"
        )
    print(f"test answers before: {distribution(test_before)}")
    print(f"test answers after:  {distribution(test_after)}")
    print(f"test recall per label before: {per_label_recall(test_before, labels)}")
    print(f"test recall per label after:  {per_label_recall(test_after, labels)}")
    print(
        f"answers outside the enum: {sum(outside.values())} of {len(all_answers)}"
        + (f" {dict(outside.most_common(5))}" if outside else "")
    )
    print(f"seconds (test + fit + test): {seconds:.1f}")
    rules = [len(split_rules(run.prompts(r.epoch)["task_prompt"])) for r in run.epochs]
    changed = [
        r.epoch
        for r in run.epochs
        if run.prompts(r.epoch)["task_prompt"] != run.prompts(r.epoch - 1)["task_prompt"]
    ]
    print(f"prompt changed in epochs {changed}; sentences after each epoch {rules}")
    learned = agent.task_prompt.data
    print(f"learned prompt ({len(learned)} chars):\n{learned}")
    return {
        "name": name,
        "split": split,
        "labels": len(labels),
        "before": exact(test_before),
        "after": exact(test_after),
        "trainer_before": before["accuracy"],
        "trainer_after": after["accuracy"],
        "val": [exact(v) for v in val_by_epoch],
        "train": [exact(t) for t in train_by_epoch],
        "after_distribution": distribution(test_after),
        "majority": majority,
        "outside": sum(outside.values()),
        "seconds": seconds,
        "prompt": learned,
    }


def print_means(results: list[dict]) -> None:
    """Each data set's test accuracy before and after, averaged over its splits, and the
    mean over all data sets: one split of 30-40 test texts moves by a few texts."""
    names = list(dict.fromkeys(r["name"] for r in results))
    print("\nmean over splits: data set | labels | majority | test before -> after")
    means = []
    for name in names:
        rows = [r for r in results if r["name"] == name]
        before, after = (sum(r[k] for r in rows) / len(rows) for k in ("before", "after"))
        means.append((before, after))
        print(
            f"  {name:<10} | {rows[0]['labels']} | {rows[0]['majority']:.3f} | "
            f"{before:.3f} -> {after:.3f}"
        )
    before, after = (sum(m[i] for m in means) / len(means) for i in (0, 1))
    print(f"  all {len(names)} sets: {before:.3f} -> {after:.3f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--sets",
        nargs="*",
        default=SEEN,
        choices=list(TASKS),
        help="data sets (default: all but those held back for judging the next change)",
    )
    parser.add_argument("--epochs", type=int, default=EPOCHS)
    parser.add_argument(
        "--momentum", type=int, default=MOMENTUM, help="TGD momentum (afnio's tutorial: 3)"
    )
    parser.add_argument("--json", help="also write the figures to this file")
    parser.add_argument(
        "--sampling",
        choices=["seeded", "weighted", "shuffle"],
        default="weighted",
        help="training batches: a weighted sampler drawing from `random` as afnio's tutorial "
        "and notebook 07 (default), the same sampler with its own seed (the same batches "
        "every epoch), or DataLoader(shuffle=True)",
    )
    parser.add_argument(
        "--splits",
        type=int,
        default=1,
        help="train/validation/test splits per data set (seeds 0..N-1); N > 1 also prints "
        "each set's mean over them and the mean over all sets",
    )
    args = parser.parse_args()

    repo = Path(afnio.__file__).resolve().parents[1]
    commit = subprocess.run(
        ["git", "-C", str(repo), "log", "--oneline", "-1"], capture_output=True, text=True
    ).stdout.strip()
    print(f"afnio_lab from {repo} ({commit}); python {sys.version.split()[0]}")
    print(f"training batches: {args.sampling}; momentum {args.momentum}")
    results = [
        evaluate(name, args.epochs, args.sampling, split, args.momentum)
        for name in args.sets
        for split in range(args.splits)
    ]
    print(
        "\nsummary (exact accuracy): data set | labels | majority | test before -> after | "
        "train per epoch | val per epoch | outside enum | s"
    )
    for r in results:
        trains = " ".join(f"{v:.2f}" for v in r["train"])
        vals = " ".join(f"{v:.2f}" for v in r["val"])
        print(
            f"  {r['name']:<10} | {r['labels']} | {r['majority']:.3f} | {r['before']:.3f} -> {r['after']:.3f}"
            f" | {trains} | {vals} | {r['outside']} | {r['seconds']:.1f}"
        )
    if args.splits > 1:
        print_means(results)
    if args.json:
        Path(args.json).write_text(
            json.dumps({"afnio_lab": str(repo), "commit": commit, "results": results}, indent=1)
        )


if __name__ == "__main__":
    os.environ.pop("PYTHONHASHSEED", None)
    main()
