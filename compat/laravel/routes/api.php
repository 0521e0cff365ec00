<?php

use App\Http\Controllers\AuthController;
use Illuminate\Cache\RateLimiting\Limit;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\RateLimiter;
use Illuminate\Support\Facades\Route;
use Illuminate\Support\Str;

// Ten sign-in attempts a minute per e-mail address and IP: players behind one shared IP (an office, a mobile
// carrier) do not lock each other out.
RateLimiter::for('sign-in', function (Request $request) {
    return Limit::perMinute(10)->by(Str::lower((string) $request->input('email')).'|'.$request->ip());
});

Route::post('/auth/sign-in', [AuthController::class, 'signIn'])->middleware('throttle:sign-in');

Route::middleware('auth:sanctum')->group(function () {
    Route::get('/auth/user', [AuthController::class, 'user']);
    Route::post('/auth/sign-out', [AuthController::class, 'signOut']);
});
