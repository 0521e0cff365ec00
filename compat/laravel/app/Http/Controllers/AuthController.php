<?php

namespace App\Http\Controllers;

use App\Http\Requests\SignInRequest;
use App\Http\Resources\UserResource;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;
use Illuminate\Http\Response;
use Illuminate\Support\Facades\Auth;
use Illuminate\Validation\ValidationException;

/** /api/auth/*: Sanctum personal access tokens as the SPA's bearer tokens. */
class AuthController
{
    public function signIn(SignInRequest $request): JsonResponse
    {
        if (! Auth::guard('web')->once($request->validated())) {
            throw ValidationException::withMessages(['email' => __('auth.failed')]);
        }
        $user = Auth::guard('web')->user();

        return response()->json([
            'token' => $user->createToken('spa')->plainTextToken,
            'user' => new UserResource($user),
        ]);
    }

    public function user(Request $request): JsonResponse
    {
        return response()->json(['user' => new UserResource($request->user())]);
    }

    public function signOut(Request $request): Response
    {
        $request->user()->currentAccessToken()->delete();

        return response()->noContent();
    }
}
